import { availableParallelism } from 'node:os';
import { type EntityManager, type MikroORM, TransactionContext } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { sharedOptions } from './orm-options.ts';
import type { TurnTakingPGlite } from './turn-taking-pglite.ts';

export type DatabaseKind = 'postgresql' | 'pglite';

/** One request's or one job's EntityManager fork; what repositories are built on. */
export type UnitOfWork = EntityManager;

/**
 * Twice the cores: measured with blog.list at 100 connections on 2 cores, a pool of 4 served as many
 * requests as one of 10 with a p99 of 170–220 ms instead of 450–530 ms (more connections only make
 * the database's backends contend for the same cores, and the tail waits for them).
 */
const DEFAULT_POOL_SIZE = availableParallelism() * 2;
/**
 * How long a query waits for a connection: to open one, or for one of the pool's to be free. A
 * database that is down, or accepts connections and never answers, fails the request after this long
 * (503, see `isDatabaseUnreachable`) instead of leaving it hanging; under load, waits stay far below.
 */
const CONNECTION_WAIT_MS = 5000;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Connections to PostgreSQL this process keeps at most (`DATABASE_POOL_SIZE`); see `DEFAULT_POOL_SIZE`. */
  poolSize?: number | undefined;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  pgliteDir?: string;
  logger: Logger;
}

/** How the connection pool is used right now (the metrics' `db_pool_*`). */
export interface DatabasePoolUse {
  /** Connections the pool opens at most. */
  max: number;
  /** Connections running a query or a transaction. */
  busy: number;
  /** Open connections waiting for work. */
  idle: number;
  /** Queries and transactions waiting for a free connection. */
  waiting: number;
}

export interface Database {
  kind: DatabaseKind;
  orm: MikroORM;
  /**
   * A fresh unit of work: one per HTTP request and one per job. With `followTransactions` (a
   * request's), it follows the transaction a use case opens on it (MikroORM's transaction context):
   * every repository built on it then reads and writes inside that transaction while it runs, as the
   * audit log's `record` needs. Jobs' units of work stay out of any request's transaction.
   */
  fork(options?: { followTransactions?: boolean }): EntityManager;
  /**
   * A job's fresh unit of work that follows the transactions a use case opens on it, as a request's
   * does (the audit log's `record`), and no other: `work` runs with it as its transaction context, so
   * a job the in-process queue started inside another transaction (the outbox relay's, say) never
   * joins that one.
   */
  ownUnitOfWork<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /**
   * Runs `work` (migrations and first-start seeding) while no other process of the site runs its own:
   * web processes, workers and `npm run migrate` started together on one PostgreSQL take turns on a
   * session-level advisory lock. PGlite is one process's already (`acquirePgliteLock`).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Answers whether the database responds, through the given unit of work (or a fresh one). */
  ping(em?: EntityManager): Promise<boolean>;
  poolUse(): Promise<DatabasePoolUse>;
  close(): Promise<void>;
}

/** The advisory lock's key: any 64-bit number no other user of the database takes ('site:start'). */
const START_LOCK_KEY = '7364617274537461';

/**
 * Holds the start lock on a connection of its own, beside the pool (a pool of one connection could not
 * lend one to the work), for as long as `work` runs. The lock ends with its connection, so a process
 * that dies holding it frees it at once.
 */
async function holdingStartLock<T>(databaseUrl: string, work: () => Promise<T>, log: Logger): Promise<T> {
  const connection = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
  });
  // A connection the server drops while `work` runs must not end the process as an unhandled 'error'.
  connection.on('error', (error: Error) => log.warn({ err: error }, 'start lock connection lost'));
  await connection.connect();
  try {
    const taken = await connection.query('select pg_try_advisory_lock($1) as "taken"', [START_LOCK_KEY]);
    if (!taken.rows[0]?.taken) {
      log.info('another process is migrating or seeding the database: waiting for it');
      await connection.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Closing the connection ends the lock too; unlocking first frees it without waiting for that.
    await connection.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
    await connection.end().catch(() => undefined);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.logger.child({ component: 'database' });
  const shared = sharedOptions();
  let orm: MikroORM;
  let pglite: TurnTakingPGlite | undefined;
  // Only the driver in use is loaded: each costs 5 to 20 MB resident that the other would never use.
  if (options.databaseUrl) {
    const { MikroORM: PostgresORM } = await import('@mikro-orm/postgresql');
    orm = await PostgresORM.init({
      ...shared,
      clientUrl: options.databaseUrl,
      pool: { min: 0, max: options.poolSize ?? DEFAULT_POOL_SIZE },
      // pg-pool's own option, for both the connect and the wait for a free connection.
      driverOptions: { connectionTimeoutMillis: CONNECTION_WAIT_MS },
    });
  } else {
    const { openPgliteOrm } = await import('./pglite-orm.ts');
    ({ orm, pglite } = await openPgliteOrm(shared, options.pgliteDir));
  }
  const kind: DatabaseKind = options.databaseUrl ? 'postgresql' : 'pglite';
  log.debug({ kind }, 'database opened');

  return {
    kind,
    orm,
    fork: (forkOptions) => orm.em.fork({ useContext: forkOptions?.followTransactions ?? false }),
    ownUnitOfWork(work) {
      const em = orm.em.fork({ useContext: true, disableContextResolution: true });
      return TransactionContext.create(em, () => work(em));
    },
    async migrate() {
      const applied = await orm.migrator.up();
      const names = applied.map((migration) => migration.name);
      if (names.length > 0) log.info({ migrations: names }, `applied ${names.length} migration(s)`);
      return names;
    },
    async exclusively(work) {
      if (kind === 'pglite') return work();
      return holdingStartLock(options.databaseUrl ?? '', work, log);
    },
    async ping(em = orm.em.fork()) {
      await em.getConnection().execute('select 1');
      return true;
    },
    async poolUse() {
      // PGlite is one connection inside the process: its statements take turns on it.
      if (pglite) return pglite.use();
      const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      return {
        max: pool.options.max,
        busy: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      };
    },
    async close() {
      await orm.close();
      await pglite?.close();
    },
  };
}
