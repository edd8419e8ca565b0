import en from '../../i18n/pages/adminBookings/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The owner's rule messages (the shared zod schemas' and the server's, in English) in the reader's
 * language; a message without a translation is shown as the server wrote it.
 */
export function translateBookingMessage(t: Translate, message: string): string {
  const key = Object.entries(en.messages).find(([, text]) => text === message)?.[0];
  return key ? t(`adminBookings.messages.${key}`) : translateServerMessage(t, message);
}

/** The first message per field, translated. */
export function translateErrors(t: Translate, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateBookingMessage(t, message)]),
  );
}
