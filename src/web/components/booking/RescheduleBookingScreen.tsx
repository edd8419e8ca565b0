import { type FormEvent, useCallback, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { MonthSlotsDto, SlotDto, VisitorBookingDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_RESCHEDULE_PATH, bookingPostAddress } from '../../lib/booking-addresses.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { callQuery, ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { formatLongDateAt, formatTime } from './booking-format.ts';
import { postedRefusalText, SLOT_GONE_CODES, translateBookingMessage } from './booking-messages.ts';
import type { BookingScreenData } from './booking-screen-data.ts';
import { LinkProblem, linkProblem } from './LinkedBookingState.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SlotPickerPanel } from './SlotPickerPanel.tsx';
import { StepHeading } from './StepHeading.tsx';
import { TimeZoneChoice } from './TimeZoneChoice.tsx';
import { useSlotPicker } from './use-slot-picker.ts';

interface RescheduleBookingScreenProps {
  token: string;
  booking: VisitorBookingDto | null;
  refusal: string | null;
  month: MonthSlotsDto | null;
  /** The day and time the address picked (the page's plain links, before its script). */
  picked: BookingScreenData['picked'];
  /** The answer to a plain post that moved it (Post/Redirect/Get). */
  done: boolean;
}

/**
 * `/booking/reschedule?token=`: the booking now, a new day and time, "Confirm new time"; then the news.
 * Before its script the day and the time are plain links of the page and "Confirm new time" a form post.
 */
export function RescheduleBookingScreen({
  token,
  booking,
  refusal,
  month,
  picked,
  done,
}: RescheduleBookingScreenProps) {
  const { t } = useTranslation();
  const problem = done ? null : linkProblem(t, booking, refusal);
  return (
    <main>
      <PageHeader eyebrow={t('booking.eyebrow')} heading={t('booking.reschedule.heading')} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
          {done ? (
            <SuccessPanel title={t('booking.reschedule.doneHeading')}>
              <p className="text-base text-stone-700">{t('booking.reschedule.doneTextSent')}</p>
            </SuccessPanel>
          ) : problem || !booking || !month ? (
            <LinkProblem message={problem ?? t('booking.link.invalid')} />
          ) : (
            <MoveBooking token={token} booking={booking} month={month} picked={picked} />
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
  picked,
}: {
  token: string;
  booking: VisitorBookingDto;
  month: MonthSlotsDto;
  picked: BookingScreenData['picked'];
}) {
  const { t, i18n } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'bookingReschedule');
  const load = useCallback(
    (monthToShow: string, timeZone: string) =>
      callQuery('booking.rescheduleSlots', { token, month: monthToShow, timeZone }),
    [token],
  );
  const picker = useSlotPicker(month, load, picked.day);
  const [slot, setSlot] = useState<SlotDto | null>(posted ? null : picked.slot);
  const [error, setError] = useState(() => postedRefusalText(t, posted, 'booking.reschedule.failed'));
  const [moved, setMoved] = useState<VisitorBookingDto | null>(null);
  const move = useMutationCall('booking.rescheduleByLink');

  async function confirm(event: FormEvent) {
    event.preventDefault();
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
        <TimeZoneChoice timeZone={picker.timeZone} onChange={(zone) => void picker.changeZone(zone)} />
        <SlotPickerPanel picker={picker} chosenSlot={slot} onChooseSlot={setSlot} />
      </section>
      <FormError message={error} />
      {slot && (
        <form
          method="post"
          action={bookingPostAddress(BOOKING_RESCHEDULE_PATH, urlParsed.search)}
          onSubmit={confirm}
          className="flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="startsAt" value={slot.startsAt} />
          <input type="hidden" name="timeZone" value={zone} />
          <p aria-live="polite" className="font-semibold text-amber-900">
            {t('booking.reschedule.newTime', {
              date: formatLongDateAt(slot.startsAt, zone, i18n.language),
              time: formatTime(slot.startsAt, zone, i18n.language),
              zone,
            })}
          </p>
          <Button
            type="submit"
            variant="brand"
            size="lg"
            busy={move.isPending}
            busyLabel={t('booking.reschedule.moving')}
          >
            {t('booking.reschedule.confirm')}
          </Button>
        </form>
      )}
    </div>
  );
}
