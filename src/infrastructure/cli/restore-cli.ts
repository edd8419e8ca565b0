import { readdir, rename, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrationsList } from '#migrations/index.ts';
import { type BackupReader, openBackupReader } from '../backup/backup-reader.ts';
import { describeBackup, type Manifest } from '../backup/manifest.ts';
import {
  checkSchemaKnown,
  RestoreRefusedError,
  type RestoreTargets,
  removeRestoredFiles,
  restoreBackup,
} from '../backup/restore-backup.ts';
import { verifyBackup } from '../backup/verify-backup.ts';
import { type Config, loadConfig } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { openDatabase } from '../orm/database.ts';
import { acquirePgliteLock } from '../orm/pglite-lock.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';

const USAGE = 'Usage: npm run restore -- [--check] <backup.tar.gz | backup-folder>';

type Storage = Omit<RestoreTargets, 'database'>;

/**
 * The embedded database is made in a folder beside its place and moved there once whole: a restore
 * cut short leaves no database behind. The lock keeps the site from starting meanwhile.
 */
async function restoreIntoPglite(
  config: Config,
  logger: Logger,
  storage: Storage,
  reader: BackupReader,
  manifest: Manifest,
): Promise<void> {
  const lock = acquirePgliteLock(config.dbDir);
  const staging = `${config.dbDir}.restoring-${process.pid}`;
  let filesRestored = false;
  try {
    if ((await readdir(config.dbDir).catch(() => [])).length > 0)
      throw new RestoreRefusedError(
        `${config.dbDir} holds a database already: a restore only goes into an empty data folder (set DATA_DIR to a new one).`,
      );
    const database = await openDatabase({ pgliteDir: staging, logger });
    try {
      await restoreBackup({ ...storage, database }, reader, manifest);
      filesRestored = true;
    } finally {
      await database.close();
    }
    await rm(config.dbDir, { recursive: true, force: true });
    await rename(staging, config.dbDir);
  } catch (error) {
    if (filesRestored) await removeRestoredFiles(storage.storage, manifest);
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

/**
 * `npm run restore`: checks a backup whole against its manifest (`--check` stops there), then restores
 * it into the configured database and file storage, both of which must be empty. The database is left
 * at the backup's migration; the site's next start (or `npm run migrate`) applies newer ones.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { check: { type: 'boolean', default: false } },
  });
  const [source] = positionals;
  if (!source || positionals.length > 1) throw new Error(USAGE);
  const reader = await openBackupReader(source);
  const manifest = await verifyBackup(reader);
  if (values.check) {
    console.log(`The backup ${source} is whole: ${describeBackup(manifest)}`);
    return;
  }
  checkSchemaKnown(
    manifest,
    migrationsList.map((migration) => migration.name),
  );
  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' }, 'restore');
  const files = await openFileStorage(config);
  const storage = {
    storage: files.storage,
    storageName: config.s3 ? `the bucket ${config.s3.bucket}` : config.uploadsDir,
  };
  try {
    if (config.databaseUrl) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, logger });
      try {
        await restoreBackup({ ...storage, database }, reader, manifest);
      } finally {
        await database.close();
      }
    } else await restoreIntoPglite(config, logger, storage, reader, manifest);
  } finally {
    files.close();
  }
  console.log(`Restored ${source}: ${describeBackup(manifest)}.`);
  const newer = migrationsList.length - manifest.database.migrations.length;
  if (newer > 0)
    console.log(`The site's next start (or npm run migrate) applies the ${newer} newer migrations.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error('Nothing was restored.');
  process.exit(1);
});
