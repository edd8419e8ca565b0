import { translateServerMessage } from '../../i18n/i18n.ts';
import enBooking from '../../i18n/pages/booking/en.json' with { type: 'json' };

/**
 * The reader's language for a message of the booking schemas or of the server (both English, the same
 * texts); other messages go through the site's shared translations.
 */
export function translateBookingMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(enBooking.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`booking.validation.${key}`) : translateServerMessage(t, message);
}

/** Refusals that mean "this time is gone": the visitor picks another from a fresh calendar. */
export const SLOT_GONE_CODES: readonly string[] = ['BOOKING.SLOT_TAKEN', 'BOOKING.SLOT_NOT_OFFERED'];
