import { isDatabaseUnreachable } from '#infrastructure/orm/unreachable.ts';
import { QueueUnavailableError } from '#infrastructure/queue/queue-unavailable.ts';
import en from '../i18n/locales/en.json' with { type: 'json' };

/** What a script is told while the database (or the queue a request waits on) cannot be reached. */
export const UNAVAILABLE_MESSAGE = en.errors.unavailableText;
/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Whether a request failed because something the site depends on is away for now (503), not because
 * of a fault in the site (500): the database cannot be reached, or the queue a request waits on.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof QueueUnavailableError || isDatabaseUnreachable(current)) return true;
    current = current.cause;
  }
  return false;
}
