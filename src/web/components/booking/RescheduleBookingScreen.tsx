import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthSlotsDto, SlotDto, VisitorBookingDto } from '#application/booking/dto.ts';
import { callQuery, ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { formatLongDateAt, formatTime } from './booking-format.ts';
import { SLOT_GONE_CODES, translateBookingMessage } from './booking-messages.ts';
import { LinkProblem, linkProblem } from './LinkedBookingState.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SlotPickerPanel } from './SlotPickerPanel.tsx';
import { StepHeading } from './StepHeading.tsx';
import { useSlotPicker } from './use-slot-picker.ts';

interface RescheduleBookingScreenProps {
  token: string;
  booking: VisitorBookingDto | null;
  refusal: string | null;
  month: MonthSlotsDto | null;
}

/** `/booking/reschedule?token=`: the booking now, a new day and time, "Confirm new time"; then the news. */
export function RescheduleBookingScreen({ token, booking, refusal, month }: RescheduleBookingScreenProps) {
  const { t } = useTranslation();
  const problem = linkProblem(t, booking, refusal);
  return (
    <main>
      <PageHeader eyebrow={t('booking.eyebrow')} heading={t('booking.reschedule.heading')} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
          {problem || !booking || !month ? (
            <LinkProblem message={problem ?? t('booking.link.invalid')} />
          ) : (
            <MoveBooking token={token} booking={booking} month={month} />
          )}
        </div>
      </div>
    </main>
  );
}

function MoveBooking({
  token,
  booking,
  month,
}: {
  token: string;
  booking: VisitorBookingDto;
  month: MonthSlotsDto;
}) {
  const { t, i18n } = useTranslation();
  const load = useCallback(
    (monthToShow: string, timeZone: string) =>
      callQuery('booking.rescheduleSlots', { token, month: monthToShow, timeZone }),
    [token],
  );
  const picker = useSlotPicker(month, load);
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [error, setError] = useState('');
  const [moved, setMoved] = useState<VisitorBookingDto | null>(null);
  const move = useMutationCall('booking.rescheduleByLink');

  async function confirm() {
    if (!slot) return;
    setError('');
    try {
      setMoved(await move.mutateAsync({ token, startsAt: slot.startsAt, timeZone: picker.month.timeZone }));
    } catch (failure) {
      const known = failure instanceof ProcedureError && failure.data?.code !== 'INTERNAL_SERVER_ERROR';
      setError(known ? translateBookingMessage(t, failure.message) : t('booking.reschedule.failed'));
      if (known && SLOT_GONE_CODES.includes(failure.data?.appCode ?? '')) {
        setSlot(null);
        void picker.refresh();
      }
    }
  }

  if (moved)
    return (
      <SuccessPanel title={t('booking.reschedule.doneHeading')}>
        <div className="w-full">
          <BookingSummary service={moved.service} startsAt={moved.startsAt} timeZone={moved.timeZone} />
        </div>
        <p className="text-base text-stone-700">{t('booking.reschedule.doneText', { email: moved.email })}</p>
      </SuccessPanel>
    );

  const zone = picker.month.timeZone;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-stone-700">{t('booking.reschedule.intro')}</p>
        <BookingSummary service={booking.service} startsAt={booking.startsAt} timeZone={booking.timeZone} />
      </div>
      <section aria-labelledby="booking-slot-heading" className="space-y-4">
        <StepHeading id="booking-slot-heading" focusOnShow={false}>
          {t('booking.calendar.heading')}
        </StepHeading>
        <p className="text-sm text-stone-600">{t('booking.reschedule.pick')}</p>
        <SlotPickerPanel picker={picker} chosenSlot={slot} onChooseSlot={setSlot} />
      </section>
      <FormError message={error} />
      {slot && (
        <div className="flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="font-semibold text-amber-900">
            {t('booking.reschedule.newTime', {
              date: formatLongDateAt(slot.startsAt, zone, i18n.language),
              time: formatTime(slot.startsAt, zone, i18n.language),
              zone,
            })}
          </p>
          <Button
            variant="brand"
            size="lg"
            busy={move.isPending}
            busyLabel={t('booking.reschedule.moving')}
            onClick={confirm}
          >
            {t('booking.reschedule.confirm')}
          </Button>
        </div>
      )}
    </div>
  );
}
