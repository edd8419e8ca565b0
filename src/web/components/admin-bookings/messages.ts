import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../i18n/i18n.ts';
import en from '../../i18n/pages/adminBookings/en.json' with { type: 'json' };

/**
 * The owner's rule messages (the shared zod schemas' and the server's, in English) in the reader's
 * language; a message without a translation is shown as the server wrote it.
 */
export function translateBookingMessage(t: TFunction, message: string): string {
  const key = Object.entries(en.messages).find(([, text]) => text === message)?.[0];
  return key ? t(`adminBookings.messages.${key}`) : translateServerMessage(t, message);
}

/** The first message per field, translated. */
export function translateErrors(t: TFunction, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateBookingMessage(t, message)]),
  );
}
