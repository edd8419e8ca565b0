import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs raw SQL on the EntityManager's connection, inside its transaction when it has one
 * (`em.transactional(tem => ...)`). Placeholders are `?`. Repositories use entities; this is for
 * the rare statement the ORM cannot say, with a comment saying why, and for tests that look at rows.
 */
export function runSql<Row>(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
}

/** A LIKE pattern matching the text anywhere, with its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
