import type { EntityManager } from '@mikro-orm/core';
import { runSql } from '../sql.ts';
import { parentsFirst } from './table-order.ts';

/** MikroORM's record of the migrations run: made again by the migrations themselves, never copied. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * Rows a backup leaves out, with the reason: sign-ins (everyone signs in again after a restore, and a
 * backup never carries a key to someone's session) and counters of the last minutes.
 */
export const TABLES_LEFT_OUT: Readonly<Record<string, string>> = {
  sessions: 'sign-ins: everyone signs in again after a restore',
  rate_limits: 'counters of the last minutes',
  submission_answers: 'answers to repeated submissions of the last day',
};

export interface CatalogueTable {
  name: string;
  /** Every column but generated ones, in the table's order. */
  columns: string[];
}

/*
 * The catalogue is read with SQL: a backup copies every table of the schema, whatever entities map
 * them, and only the database knows its foreign keys and triggers.
 */

/** The tables of the current schema (besides the migrations' record) with their columns, parents first. */
export async function tablesOf(em: EntityManager): Promise<CatalogueTable[]> {
  const columns = await runSql<{ table_name: string; column_name: string }>(
    em,
    `select c.relname as table_name, a.attname as column_name
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> ?
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const links = await runSql<{ child: string; parent: string }>(
    em,
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns)
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  const pointingAtLeftOut = links.find(
    (link) => link.parent in TABLES_LEFT_OUT && !(link.child in TABLES_LEFT_OUT),
  );
  if (pointingAtLeftOut)
    throw new Error(
      `${pointingAtLeftOut.child} points at ${pointingAtLeftOut.parent}, whose rows a backup leaves out`,
    );
  return parentsFirst([...byTable.keys()], links).map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/** The migrations the database has run, in order (none when it has never been migrated). */
export async function migrationsRun(em: EntityManager): Promise<string[]> {
  const [found] = await runSql<{ present: boolean }>(
    em,
    `select to_regclass(quote_ident(?)) is not null as present`,
    [MIGRATIONS_TABLE],
  );
  if (!found?.present) return [];
  const rows = await runSql<{ name: string }>(em, `select name from ${quoted(MIGRATIONS_TABLE)} order by id`);
  return rows.map((row) => row.name);
}

/** An identifier for SQL; the catalogue's names are checked before they get here. */
export function quoted(identifier: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`Unexpected name in the schema: ${identifier}`);
  return `"${identifier}"`;
}
