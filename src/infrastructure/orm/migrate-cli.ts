import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './database.ts';
import { acquirePgliteLock } from './pglite-lock.ts';

/** `npm run migrate`: applies pending migrations to the configured database, then exits. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'migrate');
  // Refuses while a server holds the embedded database: PGlite cannot be shared between processes.
  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dbDir, logger });
    try {
      const applied = await database.exclusively(() => database.migrate());
      logger.info(applied.length === 0 ? 'the database is up to date' : `applied: ${applied.join(', ')}`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
