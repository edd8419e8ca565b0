import type { VisitorBookingDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { BookingSummary } from './BookingSummary.tsx';

/**
 * "You are booked": the session and its time in the visitor's zone, where the e-mail went, what next.
 * After a plain post (no script) the page only knows it worked: the e-mail has the details.
 */
export function BookingConfirmation({ booking }: { booking: VisitorBookingDto | null }) {
  const { t } = useTranslation();
  return (
    <SuccessPanel title={t('booking.done.heading')}>
      {booking && (
        <div className="w-full">
          <BookingSummary service={booking.service} startsAt={booking.startsAt} timeZone={booking.timeZone} />
        </div>
      )}
      <p className="text-base text-stone-700">
        {booking ? t('booking.done.email', { email: booking.email }) : t('booking.done.emailSent')}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/" variant="secondary" size="lg">
          {t('booking.done.home')}
        </ButtonLink>
        <ButtonLink href="/booking#booking-top" variant="brand" size="lg">
          {t('booking.done.another')}
        </ButtonLink>
      </div>
    </SuccessPanel>
  );
}
