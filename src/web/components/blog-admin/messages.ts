import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en.json' with { type: 'json' };

/**
 * The editor's rule messages (the shared zod schema's and the server's, in English) in the reader's
 * language; a message without a translation is shown as the server wrote it.
 */
export function translateEditorMessage(t: TFunction, message: string): string {
  const key = Object.entries(en.adminBlog.messages).find(([, text]) => text === message)?.[0];
  return key ? t(`adminBlog.messages.${key}`) : translateServerMessage(t, message);
}
