import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a database that went away or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), shutting down
 * or starting up (57P01–57P03), no connection slot left (53300).
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300)$/;
/** What `pg` and `pg-pool` say when a connection could not be made or died under a query. */
const DRIVER_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout)/;

/**
 * Whether an error means the database cannot be reached just now (down, restarting, out of reach, no
 * connection free in time), rather than a fault of the query: the request can be answered "try again
 * later" (503), and the site recovers by itself once the database answers again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof ConnectionException) return true;
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof sqlState === 'string' && UNAVAILABLE_STATES.test(sqlState)) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
