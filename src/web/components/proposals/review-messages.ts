import enReview from '../../i18n/pages/proposalReview/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import { ProcedureError } from '../../lib/procedure-calls.ts';

/**
 * The reader's language for a message of the review's schemas or of the server (English, the same in
 * both places); other messages go through the site's shared translations.
 */
export function translateReviewMessage(t: Translate, message: string): string {
  const key = Object.entries(enReview.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`proposalReview.validation.${key}`) : translateServerMessage(t, message);
}

/** A refused call's message in the reader's language; a failed connection or a crash gets `fallback`. */
export function refusalMessage(t: Translate, failure: unknown, fallback: string): string {
  const known =
    failure instanceof ProcedureError && failure.data && failure.data.code !== 'INTERNAL_SERVER_ERROR';
  return known ? translateReviewMessage(t, failure.message) : fallback;
}

/** Field messages of a refused call: the server checks with the same schema as the browser. */
export function serverFieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof ProcedureError)) return {};
  const fields = failure.data?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  );
}
