import { DriverException } from '@mikro-orm/core';

/**
 * Whether the database refused a booking because its blocked range overlaps a confirmed one's:
 * SQLSTATE 23P01 (exclusion violation) of `bookings_no_overlap`. MikroORM has no class of its own for
 * it, so the code is read from the driver's error (both pg and PGlite copy it, with the constraint).
 */
export function isNoOverlapViolation(error: unknown): boolean {
  if (!(error instanceof DriverException) || error.code !== '23P01') return false;
  const violated = (error as { constraint?: unknown }).constraint;
  return typeof violated === 'string'
    ? violated === 'bookings_no_overlap'
    : error.message.includes('"bookings_no_overlap"');
}
