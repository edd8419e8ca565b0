import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The editor's rule messages (the shared zod schema's and the server's, in English) in the reader's
 * language; a message without a translation is shown as the server wrote it.
 */
export function translateEditorMessage(t: Translate, message: string): string {
  const key = t.keyOf('adminBlog.messages', message);
  return key ? t(key) : translateServerMessage(t, message);
}
