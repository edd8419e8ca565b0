import type { Database } from '../database.ts';
import { runSql } from '../sql.ts';
import type { SequenceValue } from './database-snapshot.ts';
import { MIGRATIONS_TABLE, migrationsRun, quoted, tablesOf } from './schema-catalogue.ts';

/** What a database holds, for the check that a restore goes into an empty one. */
export interface DatabaseContents {
  migrations: string[];
  /** Tables with at least one row (the migrations' record aside). */
  tablesWithRows: string[];
}

export async function readDatabaseContents(database: Database): Promise<DatabaseContents> {
  const em = database.fork();
  const migrations = await migrationsRun(em);
  const tables = await runSql<{ name: string }>(
    em,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> ? order by c.relname`,
    [MIGRATIONS_TABLE],
  );
  const tablesWithRows: string[] = [];
  for (const { name } of tables) {
    const [row] = await runSql<{ found: boolean }>(
      em,
      `select exists (select 1 from ${quoted(name)}) as found`,
    );
    if (row?.found) tablesWithRows.push(name);
  }
  return { migrations, tablesWithRows };
}

export interface RestorePlan {
  /** The backup's migrations: the database is taken to the last of them before its rows go in. */
  migrations: string[];
  /** Parents before children. */
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  sequences: SequenceValue[];
}

export interface TableFiller {
  /** Inserts rows given as JSON objects (one per string) into `table`'s `columns`. */
  insert(table: string, columns: string[], rows: string[]): Promise<void>;
}

export class RestoreMismatchError extends Error {
  override name = 'RestoreMismatchError';
}

/**
 * In one transaction: migrates the (empty) database to the backup's schema, lets `fill` insert the
 * rows with the tables' own triggers off (the rows go back exactly as they were read), checks every
 * table's count, and sets the sequences. Anything thrown rolls all of it back.
 */
export async function restoreDatabase(
  database: Database,
  plan: RestorePlan,
  fill: (tables: TableFiller) => Promise<void>,
): Promise<void> {
  const version = plan.migrations.at(-1);
  // The migrator's first call makes its record table outside any transaction: made here, before ours
  // (PGlite has one connection, so such a query inside would wait for our transaction forever).
  await database.orm.migrator.getExecuted();
  await database.fork().transactional(async (em) => {
    await database.orm.migrator.up({ to: version, transaction: em.getTransactionContext() });
    const ran = await migrationsRun(em);
    if (ran.join('\n') !== plan.migrations.join('\n'))
      throw new RestoreMismatchError(
        `The database's migrations do not match the backup's (up to ${version})`,
      );
    const present = new Map((await tablesOf(em)).map((table) => [table.name, table.columns]));
    for (const table of plan.tables) {
      if (present.get(table.name)?.join(',') !== table.columns.join(','))
        throw new RestoreMismatchError(
          `The table ${table.name} at migration ${version} does not have the columns the backup holds`,
        );
    }
    // Triggers (search texts kept by the database) would only compute again what the rows hold;
    // `user` leaves the foreign keys checked. Restored by the end of the transaction, or rolled back.
    for (const table of plan.tables)
      await runSql(em, `alter table ${quoted(table.name)} disable trigger user`);
    await fill({
      async insert(table, columns, rows) {
        const list = columns.map(quoted).join(', ');
        await runSql(
          em,
          `insert into ${quoted(table)} (${list})
           select ${list} from json_populate_recordset(null::${quoted(table)}, ?::json)`,
          [`[${rows.join(',')}]`],
        );
      },
    });
    for (const table of plan.tables) {
      const [row] = await runSql<{ count: string | number }>(
        em,
        `select count(*) as count from ${quoted(table.name)}`,
      );
      if (Number(row?.count) !== table.rows)
        throw new RestoreMismatchError(
          `${table.name} holds ${row?.count} rows after the restore, not ${table.rows}`,
        );
    }
    for (const sequence of plan.sequences)
      await runSql(em, `select setval(quote_ident(?)::regclass, ?::bigint, true)`, [
        sequence.name,
        sequence.lastValue,
      ]);
    for (const table of plan.tables)
      await runSql(em, `alter table ${quoted(table.name)} enable trigger user`);
  });
}
