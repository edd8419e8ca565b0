import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import type { AvailabilityDto } from '#application/booking/dto.ts';
import type { DateOverride } from '#domain/booking/availability.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { dateInZone, isIsoDate } from '#domain/booking/zoned-time.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { formatCalendarDate } from './calendar-names.ts';
import { translateBookingMessage } from './messages.ts';
import { RangesEditor } from './RangesEditor.tsx';
import { formatRanges, newRange, type RangeDraft, readRanges } from './ranges-draft.ts';

/** The upcoming date overrides (a day off, or that date's own hours), with add and remove. */
export function DateOverrides({ overrides }: { overrides: DateOverride[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation(trpc.booking.removeOverride.mutationOptions());
  const [removing, setRemoving] = useState<string | null>(null);

  const show = (availability: AvailabilityDto) =>
    queryClient.setQueryData(trpc.booking.availability.queryKey(), availability);

  async function removeOverride(date: string) {
    setRemoving(date);
    try {
      show(await remove.mutateAsync({ date }));
      toast(t('adminBookings.availability.removed'), 'success');
    } catch {
      toast(t('adminBookings.availability.removeFailed'), 'error');
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900">
        {t('adminBookings.availability.overridesHeading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('adminBookings.availability.overridesIntro')}</p>
      <AdminTable
        className="mt-4"
        compact
        caption={t('adminBookings.availability.overridesCaption')}
        rows={overrides}
        rowKey={(override) => override.date}
        empty={t('adminBookings.availability.noOverrides')}
        columns={[
          {
            key: 'date',
            header: t('adminBookings.availability.date'),
            rowHeader: true,
            className: 'whitespace-nowrap',
            cell: (override) => (
              <time dateTime={override.date}>{formatCalendarDate(override.date, i18n.language)}</time>
            ),
          },
          {
            key: 'hours',
            header: t('adminBookings.availability.hours'),
            cell: (override) =>
              override.ranges.length === 0
                ? t('adminBookings.availability.dayOff')
                : formatRanges(override.ranges),
          },
          {
            key: 'note',
            header: t('adminBookings.availability.note'),
            className: 'max-w-xs break-words text-stone-700',
            cell: (override) => override.note,
          },
          {
            key: 'actions',
            header: t('adminBookings.availability.actions'),
            align: 'right',
            cell: (override) => (
              <Button
                variant="danger-outline"
                size="sm"
                busy={removing === override.date}
                onClick={() => removeOverride(override.date)}
              >
                {t('adminBookings.availability.removeOverride')}
                <span className="sr-only"> {formatCalendarDate(override.date, i18n.language)}</span>
              </Button>
            ),
          },
        ]}
      />
      <AddOverrideForm onSaved={show} />
    </section>
  );
}

function AddOverrideForm({ onSaved }: { onSaved(availability: AvailabilityDto): void }) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const toast = useToast();
  const add = useMutation(trpc.booking.setOverride.mutationOptions());
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [ranges, setRanges] = useState<RangeDraft[]>(() => [newRange()]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; ranges?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: { date?: string; ranges?: string } = {};
    if (!isIsoDate(date)) found.date = t('adminBookings.messages.dateInvalid');
    const read = dayOff ? { ranges: [] } : readRanges(ranges);
    if ('problem' in read) found.ranges = t(`adminBookings.messages.${read.problem}`);
    setErrors(found);
    if (found.date || !('ranges' in read)) return;
    try {
      onSaved(await add.mutateAsync({ date, ranges: read.ranges, note }));
      toast(t('adminBookings.availability.added'), 'success');
      setDate('');
      setNote('');
    } catch (error) {
      setFailure(
        error instanceof TRPCClientError && error.data
          ? translateBookingMessage(t, error.message)
          : t('adminBookings.availability.addFailed'),
      );
    }
  }

  return (
    <form
      method="post"
      action={formAction}
      noValidate
      onSubmit={submit}
      className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-date`}
          label={t('adminBookings.availability.date')}
          type="date"
          required
          min={dateInZone(new Date(), OWNER_TIME_ZONE)}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <TextField
          id={`${id}-note`}
          label={t('adminBookings.availability.noteOptional')}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-700">{t('adminBookings.availability.kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-6 text-sm text-stone-800">
          {[true, false].map((off) => (
            <label key={String(off)} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={dayOff === off}
                onChange={() => setDayOff(off)}
                className="h-4 w-4 accent-amber-700"
              />
              {t(off ? 'adminBookings.availability.dayOff' : 'adminBookings.availability.differentHours')}
            </label>
          ))}
        </div>
      </fieldset>
      {!dayOff && (
        <RangesEditor
          idPrefix={`${id}-ranges`}
          label={t('adminBookings.availability.differentHours')}
          ranges={ranges}
          onChange={setRanges}
          error={errors.ranges}
        />
      )}
      <FormError message={failure} />
      <div className="flex justify-end">
        <Button type="submit" busy={add.isPending} busyLabel={t('adminBookings.availability.adding')}>
          {t('adminBookings.availability.addOverride')}
        </Button>
      </div>
    </form>
  );
}
