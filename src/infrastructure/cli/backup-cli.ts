import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeBackup } from '../backup/manifest.ts';
import { takeBackup } from '../backup/take-backup.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from '../orm/database.ts';
import { acquirePgliteLock } from '../orm/pglite-lock.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';

const USAGE = 'Usage: npm run backup -- [an-existing-folder/ | backups/site.tar.gz | a-new-folder]';

/**
 * Where the backup goes: into an existing folder (`backups/` when none is named) as
 * `backup-2026-11-28T01-44-49Z.tar.gz`, which sorts by time; else the path named, an archive when it
 * ends in `.tar.gz`, a new folder otherwise.
 */
function targetOf(named: string | undefined, now: Date): string {
  const folder = named ?? 'backups';
  if (named !== undefined && !statSync(named, { throwIfNoEntry: false })?.isDirectory()) return named;
  return path.join(folder, `backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);
}

/**
 * `npm run backup`: one consistent backup of the configured database and file storage, to a
 * `.tar.gz` or a new folder. On PostgreSQL it runs beside the site; the embedded database can be
 * opened by one process only, so there it refuses while the site runs.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new Error(USAGE);
  const target = targetOf(positionals[0], new Date());
  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' }, 'backup');
  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  try {
    if (!config.databaseUrl && !existsSync(path.join(config.dbDir, 'PG_VERSION')))
      throw new Error(`There is no embedded database in ${config.dbDir} to back up (is DATA_DIR right?)`);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dbDir, logger });
    const files = await openFileStorage(config);
    try {
      const manifest = await takeBackup(
        { database, storage: files.storage, location: files.location },
        target,
      );
      console.log(`Backup written to ${target}: ${describeBackup(manifest)}`);
    } finally {
      files.close();
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
