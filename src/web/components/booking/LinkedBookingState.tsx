import type { VisitorBookingDto } from '#application/booking/dto.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { translateBookingMessage } from './booking-messages.ts';

/**
 * Why a cancel or reschedule link cannot be used, or null when it can: spent (the server says why) or
 * unknown, the booking already cancelled, or already taken place.
 */
export function linkProblem(
  t: Translate,
  booking: VisitorBookingDto | null,
  refusal: string | null,
): string | null {
  if (!booking) return refusal ? translateBookingMessage(t, refusal) : t('booking.link.invalid');
  if (booking.status === 'cancelled') return t('booking.link.cancelled');
  // Confirmed but no longer changeable: its time has come (the links expire with it).
  if (!booking.changeable) return t('booking.validation.inThePast');
  return null;
}

/** The link's problem, with the way to book afresh. */
export function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
        {message}
      </p>
      <ButtonLink href="/booking#booking-top" variant="brand" size="lg">
        {t('booking.link.bookNew')}
      </ButtonLink>
    </div>
  );
}
