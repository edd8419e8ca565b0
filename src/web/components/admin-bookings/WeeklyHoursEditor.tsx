import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import type { AvailabilityDto } from '#application/booking/dto.ts';
import type { MinuteRange } from '#domain/booking/availability.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { WEEK_ORDER, weekdayName } from './calendar-names.ts';
import { translateBookingMessage } from './messages.ts';
import { RangesEditor } from './RangesEditor.tsx';
import { type RangeDraft, readRanges, toRangeDrafts } from './ranges-draft.ts';

type WeekDraft = Record<number, RangeDraft[]>;

const toWeekDraft = (week: AvailabilityDto['week']): WeekDraft =>
  Object.fromEntries(week.map((day) => [day.dayOfWeek, toRangeDrafts(day.ranges)]));

/** The week, Monday first, with several ranges a day; saved as a whole. */
export function WeeklyHoursEditor({ week }: { week: AvailabilityDto['week'] }) {
  const formAction = useScriptFormAction();
  const { t, i18n } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation(trpc.booking.saveWeekly.mutationOptions());
  const [draft, setDraft] = useState<WeekDraft>(() => toWeekDraft(week));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const days: { dayOfWeek: number; ranges: MinuteRange[] }[] = [];
    const found: Record<number, string> = {};
    for (const dayOfWeek of WEEK_ORDER) {
      const read = readRanges(draft[dayOfWeek] ?? []);
      if ('problem' in read) found[dayOfWeek] = t(`adminBookings.messages.${read.problem}`);
      else days.push({ dayOfWeek, ranges: read.ranges });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ days });
      queryClient.setQueryData(trpc.booking.availability.queryKey(), saved);
      setDraft(toWeekDraft(saved.week));
      toast(t('adminBookings.availability.saved'), 'success');
    } catch (error) {
      setFailure(
        error instanceof TRPCClientError && error.data
          ? translateBookingMessage(t, error.message)
          : t('adminBookings.availability.saveFailed'),
      );
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900">
        {t('adminBookings.availability.weekHeading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('adminBookings.availability.weekIntro')}</p>
      <form method="post" action={formAction} noValidate onSubmit={submit} className="mt-4">
        <div className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {WEEK_ORDER.map((dayOfWeek) => {
            const day = weekdayName(dayOfWeek, i18n.language);
            return (
              <fieldset key={dayOfWeek} className="px-4 py-3">
                <legend className="sr-only">{day}</legend>
                <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
                  <span aria-hidden="true" className="pt-2 text-sm font-semibold text-stone-900">
                    {day}
                  </span>
                  <RangesEditor
                    idPrefix={`${id}-${dayOfWeek}`}
                    label={day}
                    ranges={draft[dayOfWeek] ?? []}
                    onChange={(ranges) => setDraft((current) => ({ ...current, [dayOfWeek]: ranges }))}
                    error={errors[dayOfWeek]}
                    empty={t('adminBookings.availability.closed')}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
        <FormError message={failure} className="mt-4" />
        <div className="mt-4 flex justify-end">
          <Button type="submit" busy={save.isPending} busyLabel={t('adminBookings.availability.saving')}>
            {t('adminBookings.availability.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
