import { TRPCError } from '@trpc/server';

/**
 * The portal's answer, or null when the signed-in person has no client record (or is staff): the
 * pages show 'Client Account Not Found' then, instead of an error.
 */
export async function orNoClient<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return null;
    throw error;
  }
}
