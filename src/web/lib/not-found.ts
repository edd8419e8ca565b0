import { TRPCError } from '@trpc/server';
import { render } from 'vike/abort';

/**
 * For `+data` hooks: the server caller's answer, or vike's 404 page when what the address names does not
 * exist. An id or slug the schema refuses (`BAD_REQUEST`) names nothing either. `reason` picks the
 * not-found page's text (see `abort-reasons.ts`); without one the generic page shows.
 */
export async function orNotFound<T>(query: Promise<T>, reason?: string): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (namesNothing(error)) throw reason === undefined ? render(404) : render(404, reason);
    throw error;
  }
}

/**
 * For pages that show their own "invalid link" state: the answer, or null when what the address names
 * does not exist. Any other failure still fails the page (it is not an invalid link).
 */
export async function orNullWhenNotFound<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
}

const namesNothing = (error: unknown) =>
  error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');
