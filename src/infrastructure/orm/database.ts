import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { createPostgreSqlTypeParsers, MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import { migrationsList } from '#migrations/index.ts';
import type { Logger } from '../logger.ts';
import { entities } from './entities.ts';
import { createPgliteCluster } from './pglite-cluster.ts';
import { TurnTakingPGlite } from './turn-taking-pglite.ts';

export type DatabaseKind = 'postgresql' | 'pglite';

/** One request's or one job's EntityManager fork; what repositories are built on. */
export type UnitOfWork = EntityManager;

/**
 * Twice the cores: measured with blog.list at 100 connections on 2 cores, a pool of 4 served as many
 * requests as one of 10 with a p99 of 170–220 ms instead of 450–530 ms (more connections only make
 * the database's backends contend for the same cores, and the tail waits for them).
 */
const DEFAULT_POOL_SIZE = availableParallelism() * 2;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Connections to PostgreSQL this process keeps at most (`DATABASE_POOL_SIZE`); see `DEFAULT_POOL_SIZE`. */
  poolSize?: number | undefined;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  pgliteDir?: string;
  logger: Logger;
}

export interface Database {
  kind: DatabaseKind;
  orm: MikroORM;
  /** A fresh unit of work: one per HTTP request and one per job. */
  fork(): EntityManager;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  /** Answers whether the database responds, through the given unit of work (or a fresh one). */
  ping(em?: EntityManager): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PGlite's own start parameters plus a smaller buffer pool: PostgreSQL's default 128 MB of
 * `shared_buffers` lives inside the WebAssembly memory, which never shrinks, and doubled the web
 * process's resident memory. Pages outside the pool are still read from the operating system's cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.logger.child({ component: 'database' });
  const shared = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, silent: true, transactional: true, allOrNothing: true },
    // Use cases never rely on a global identity map: each request and job forks its own.
    allowGlobalContext: false,
    debug: false,
  };
  let orm: MikroORM;
  let pglite: TurnTakingPGlite | undefined;
  if (options.databaseUrl) {
    orm = await PostgresORM.init({
      ...shared,
      clientUrl: options.databaseUrl,
      pool: { min: 0, max: options.poolSize ?? DEFAULT_POOL_SIZE },
    });
  } else {
    if (options.pgliteDir) {
      mkdirSync(options.pgliteDir, { recursive: true });
      await createPgliteCluster(options.pgliteDir);
    }
    // Built here rather than by MikroORM for its statement cache and turns; with MikroORM's own type
    // parsers (timestamps as text). MikroORM leaves an instance it was given open: `close` closes it.
    pglite = new TurnTakingPGlite({
      dataDir: options.pgliteDir,
      parsers: createPostgreSqlTypeParsers((text) => types.arrayParser(text, (item) => item, 0)),
      // pg_trgm (the blog search's trigram indexes, migration `post_search`) is a contrib module in
      // PGlite: loaded here, before the migration's `create extension` and every query using it.
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
    await pglite.waitReady;
    const instance = pglite;
    orm = await PgliteORM.init({
      ...shared,
      ...(options.pgliteDir ? { dbName: options.pgliteDir } : {}),
      driverOptions: { pglite: () => instance },
    });
  }
  const kind: DatabaseKind = options.databaseUrl ? 'postgresql' : 'pglite';
  log.debug({ kind }, 'database opened');

  return {
    kind,
    orm,
    fork: () => orm.em.fork(),
    async migrate() {
      const applied = await orm.migrator.up();
      const names = applied.map((migration) => migration.name);
      if (names.length > 0) log.info({ migrations: names }, `applied ${names.length} migration(s)`);
      return names;
    },
    async ping(em = orm.em.fork()) {
      await em.getConnection().execute('select 1');
      return true;
    },
    async close() {
      await orm.close();
      await pglite?.close();
    },
  };
}
