import enContact from '../../i18n/pages/contact/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The reader's language for a message of the contact schema or of the server (they are English, the
 * same in both places); other messages go through the site's shared translations.
 */
export function translateContactMessage(t: Translate, message: string): string {
  const key = Object.entries(enContact.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`contact.validation.${key}`) : translateServerMessage(t, message);
}
