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
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw reason === undefined ? render(404) : render(404, reason);
    throw error;
  }
}
