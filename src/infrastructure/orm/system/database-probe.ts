import type { DatabaseProbe } from '#application/system/ports.ts';
import { migrationsList } from '#migrations/index.ts';
import type { Database } from '../database.ts';

/**
 * The database as `/admin/tests` sees it: one query, then the migrations MikroORM recorded as applied
 * against those this build knows (a server started from older code, or a failed migration, shows).
 */
export function createDatabaseProbe(database: Database): DatabaseProbe {
  return {
    async inspect() {
      await database.ping();
      const applied = await database.orm.migrator.getExecuted();
      return {
        engine: database.kind === 'postgresql' ? 'PostgreSQL' : 'PGlite',
        applied: applied.length,
        known: migrationsList.length,
        latest: applied.at(-1)?.name ?? null,
      };
    },
    ping: () => database.ping(),
  };
}
