import enBooking from '../../i18n/pages/booking/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { FormSubmission } from '../../lib/form-submission.ts';

/**
 * The reader's language for a message of the booking schemas or of the server (both English, the same
 * texts); other messages go through the site's shared translations.
 */
export function translateBookingMessage(t: Translate, message: string): string {
  const key = Object.entries(enBooking.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`booking.validation.${key}`) : translateServerMessage(t, message);
}

/** A refusal of the server in the reader's language: by its code where the text carries a number. */
export function bookingRefusalText(
  t: Translate,
  refusal: { message: string; code?: string | undefined; retryAfterSeconds?: number | undefined },
): string {
  if (refusal.code === 'BOOKING.TOO_MANY')
    return t('booking.validation.tooMany', {
      count: Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 3600) / 60)),
    });
  return translateBookingMessage(t, refusal.message);
}

/**
 * The refusal of a plain post (before the script) as the script would have shown it: the server's
 * message translated, `failedKey`'s text for an unexpected failure, nothing for field messages only.
 */
export function postedRefusalText(
  t: Translate,
  posted: FormSubmission | undefined,
  failedKey: string,
): string {
  if (!posted) return '';
  if (posted.formError)
    return bookingRefusalText(t, {
      message: posted.formError,
      code: posted.formErrorCode,
      retryAfterSeconds: posted.retryAfterSeconds,
    });
  return posted.status >= 500 ? t(failedKey) : '';
}

/** Refusals that mean "this time is gone": the visitor picks another from a fresh calendar. */
export const SLOT_GONE_CODES: readonly string[] = ['BOOKING.SLOT_TAKEN', 'BOOKING.SLOT_NOT_OFFERED'];
