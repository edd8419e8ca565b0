import { translateServerMessage } from '../../i18n/i18n.ts';
import enContact from '../../i18n/pages/contact/en.json' with { type: 'json' };

/**
 * The reader's language for a message of the contact schema or of the server (they are English, the
 * same in both places); other messages go through the site's shared translations.
 */
export function translateContactMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(enContact.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`contact.validation.${key}`) : translateServerMessage(t, message);
}
