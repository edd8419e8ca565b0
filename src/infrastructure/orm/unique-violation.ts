import { UniqueConstraintViolationException } from '@mikro-orm/core';

/**
 * Whether the database refused a write as a duplicate: of any unique key, or only of the named
 * constraint (a post's slug, not its tags). The one place repositories recognise a unique violation.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof UniqueConstraintViolationException)) return false;
  if (constraint === undefined) return true;
  // Both drivers (pg and PGlite) copy PostgreSQL's constraint name onto the exception.
  const violated = (error as { constraint?: unknown }).constraint;
  return typeof violated === 'string' ? violated === constraint : error.message.includes(`"${constraint}"`);
}
