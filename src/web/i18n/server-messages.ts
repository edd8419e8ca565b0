import type { Translate } from './translator.ts';

/** English texts the server sends (validation messages, a refused sign-in) shown in the reader's language. */
export function translateServerMessage(t: Translate, message: string): string {
  const key = t.keyOf('validation', message) ?? t.keyOf('login', message);
  return key ? t(key) : message;
}
