import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { MikroORM } from '@mikro-orm/core';
import { createPostgreSqlTypeParsers, MikroORM as PgliteORM } from '@mikro-orm/pglite';
import type { SharedOrmOptions } from './orm-options.ts';
import { createPgliteCluster } from './pglite-cluster.ts';
import { TurnTakingPGlite } from './turn-taking-pglite.ts';

/**
 * PGlite's own start parameters plus a smaller buffer pool: PostgreSQL's default 128 MB of
 * `shared_buffers` lives inside the WebAssembly memory, which never shrinks, and doubled the web
 * process's resident memory. Pages outside the pool are still read from the operating system's cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The embedded database (in `dataDir`, or in memory without it) and MikroORM on it. */
export async function openPgliteOrm(
  shared: SharedOrmOptions,
  dataDir: string | undefined,
): Promise<{ orm: MikroORM; pglite: TurnTakingPGlite }> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await createPgliteCluster(dataDir);
  }
  // Built here rather than by MikroORM for its statement cache and turns; with MikroORM's own type
  // parsers (timestamps as text). MikroORM leaves an instance it was given open: `close` closes it.
  const pglite = new TurnTakingPGlite({
    dataDir,
    parsers: createPostgreSqlTypeParsers((text) => types.arrayParser(text, (item) => item, 0)),
    // pg_trgm (the blog search's trigram indexes, migration `post_search`) is a contrib module in
    // PGlite: loaded here, before the migration's `create extension` and every query using it.
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  await pglite.waitReady;
  const orm = await PgliteORM.init({
    ...shared,
    ...(dataDir ? { dbName: dataDir } : {}),
    driverOptions: { pglite: () => pglite },
  });
  return { orm, pglite };
}
