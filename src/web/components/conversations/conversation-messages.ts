import enConversations from '../../i18n/pages/conversations/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import { ProcedureError } from '../../lib/procedure-calls.ts';

/** A message of the conversation schemas or of the server (English in both) in the reader's language. */
export function translateConversationMessage(t: Translate, message: string): string {
  const key = Object.entries(enConversations.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`conversations.validation.${key}`) : translateServerMessage(t, message);
}

/** A refused call's message in the reader's language; a failed connection or a crash gets `fallback`. */
export function conversationRefusal(t: Translate, failure: unknown, fallback: string): string {
  const known =
    failure instanceof ProcedureError && failure.data && failure.data.code !== 'INTERNAL_SERVER_ERROR';
  return known ? translateConversationMessage(t, failure.message) : fallback;
}

/** The first message per field of a refused call (the server checks with the browser's schema). */
export function conversationFieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof ProcedureError)) return {};
  return Object.fromEntries(
    Object.entries(failure.data?.fieldErrors ?? {}).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}
