import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '#migrations/index.ts';
import { entities } from './entities.ts';

/** What MikroORM gets on either database. */
export function sharedOptions() {
  return {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, silent: true, transactional: true, allOrNothing: true },
    // Use cases never rely on a global identity map: each request and job forks its own.
    allowGlobalContext: false,
    debug: false,
  };
}
export type SharedOrmOptions = ReturnType<typeof sharedOptions>;
