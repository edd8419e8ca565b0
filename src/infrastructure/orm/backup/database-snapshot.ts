import { type EntityManager, IsolationLevel } from '@mikro-orm/core';
import type { Database } from '../database.ts';
import { runSql } from '../sql.ts';
import {
  type CatalogueTable,
  MIGRATIONS_TABLE,
  migrationsRun,
  quoted,
  TABLES_LEFT_OUT,
  tablesOf,
} from './schema-catalogue.ts';

export interface SequenceValue {
  name: string;
  /** 64-bit, so as text. */
  lastValue: string;
}

/** The whole database as of one instant, read inside one transaction. */
export interface DatabaseSnapshot {
  kind: Database['kind'];
  migrations: string[];
  /** Parents before children; without the tables left out. */
  tables: CatalogueTable[];
  leftOut: string[];
  sequences: SequenceValue[];
  /** A table's rows, each as one line of JSON (`row_to_json`), up to `batch` at a time. */
  rows(table: string, batch: number): AsyncIterable<string[]>;
}

/** The sequences of the schema that have handed out a value, except those of tables left out. */
async function sequencesOf(em: EntityManager): Promise<SequenceValue[]> {
  const rows = await runSql<{ name: string; owner: string | null; last_value: string }>(
    em,
    `select s.sequencename as name, t.relname as owner, s.last_value::text as last_value
       from pg_sequences s
       join pg_namespace n on n.nspname = s.schemaname
       join pg_class q on q.relname = s.sequencename and q.relnamespace = n.oid
       left join pg_depend d on d.objid = q.oid and d.classid = 'pg_class'::regclass
            and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
      where s.schemaname = current_schema() and s.last_value is not null`,
  );
  return rows
    .filter((row) => row.owner === null || !(row.owner in TABLES_LEFT_OUT || row.owner === MIGRATIONS_TABLE))
    .map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/**
 * Runs `use` on a snapshot of the database: one REPEATABLE READ, READ ONLY transaction, so every
 * table is read as of the same instant while the site goes on writing (PostgreSQL never blocks a
 * writer for a reader). Rows come through a cursor, a batch at a time, never a whole table in memory.
 */
export async function withDatabaseSnapshot<T>(
  database: Database,
  use: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  return database.fork().transactional(
    async (em) => {
      const migrations = await migrationsRun(em);
      const all = await tablesOf(em);
      const snapshot: DatabaseSnapshot = {
        kind: database.kind,
        migrations,
        tables: all.filter((table) => !(table.name in TABLES_LEFT_OUT)),
        leftOut: all.filter((table) => table.name in TABLES_LEFT_OUT).map((table) => table.name),
        sequences: await sequencesOf(em),
        async *rows(table, batch) {
          // Row to JSON and back (json_populate_recordset) keeps every value exactly, by column name.
          await runSql(
            em,
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t`,
          );
          try {
            for (;;) {
              const rows = await runSql<{ row: string }>(
                em,
                `fetch forward ${Math.floor(batch)} from backup_rows`,
              );
              if (rows.length === 0) return;
              // A newline in JSON text can only be white space (a json column keeps its input's): one row, one line.
              yield rows.map((row) => row.row.replace(/[\r\n]/g, ' '));
            }
          } finally {
            await runSql(em, 'close backup_rows');
          }
        },
      };
      return use(snapshot);
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
