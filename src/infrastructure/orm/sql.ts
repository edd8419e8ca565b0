import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs raw SQL on the EntityManager's connection, inside its transaction when it has one
 * (`em.transactional(tem => ...)`). Placeholders are `?`.
 */
export function runSql<Row>(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
}

/** `?, ?, ?` for a list of values (arrays are not bound as one parameter). */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** A LIKE pattern matching the text anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Timestamps arrive as Date (PostgreSQL driver) or as text (PGlite in some paths). */
export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
export const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));
