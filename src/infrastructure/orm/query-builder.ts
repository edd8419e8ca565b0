import type { EntityManager } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';

/**
 * The SQL EntityManager behind a fork (PostgreSQL and PGlite both have one), for the few queries that
 * need the QueryBuilder: `select distinct`, `insert ... on conflict do nothing`.
 */
export function sqlEntityManager(em: EntityManager): SqlEntityManager {
  if (!(em instanceof SqlEntityManager)) throw new TypeError('The QueryBuilder needs a SQL EntityManager');
  return em;
}
