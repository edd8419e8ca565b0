/** At most this many calls in one tRPC batch: the server refuses more with 400, the browser never sends more. */
export const TRPC_MAX_BATCH = 10;
