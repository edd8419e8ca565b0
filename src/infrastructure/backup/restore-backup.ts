import {
  type DatabaseContents,
  readDatabaseContents,
  restoreDatabase,
  type TableFiller,
} from '#infrastructure/orm/backup/database-restore.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import type { SiteFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { STORED_FILE_BUCKETS } from '#infrastructure/storage/storage-keys.ts';
import type { BackupEntry, BackupReader } from './backup-reader.ts';
import type { Manifest, ManifestFile, ManifestTable } from './manifest.ts';
import { BackupDamagedError, digesting } from './verify-backup.ts';

/** A restore that would overwrite something, or that this code cannot do: nothing was written. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** Refuses a backup whose migrations this code does not have (a newer site's), or a history of another. */
export function checkSchemaKnown(manifest: Manifest, knownMigrations: readonly string[]): void {
  const { migrations, schemaVersion } = manifest.database;
  if (migrations.every((name, index) => knownMigrations[index] === name)) return;
  if (!knownMigrations.includes(schemaVersion))
    throw new RestoreRefusedError(
      `The backup was taken by a newer version of the site: its database is at migration ${schemaVersion}, ` +
        `which this code does not have (its last is ${knownMigrations.at(-1)}). Update the code, then restore.`,
    );
  throw new RestoreRefusedError(
    `The backup's migrations (up to ${schemaVersion}) are not this code's history: restore it with the code that took it.`,
  );
}

/** Refuses a database with rows, or one migrated past the backup. */
export function checkDatabaseEmpty(contents: DatabaseContents, manifest: Manifest): void {
  if (contents.tablesWithRows.length > 0)
    throw new RestoreRefusedError(
      `The database is not empty (${contents.tablesWithRows.slice(0, 5).join(', ')} hold rows): ` +
        'a restore only goes into an empty database. Create a new one and point DATABASE_URL at it.',
    );
  const ahead = contents.migrations.find((name, index) => manifest.database.migrations[index] !== name);
  if (ahead)
    throw new RestoreRefusedError(
      `The database has run migration ${ahead}, which the backup's database had not: ` +
        'restore into a new, empty database (the restore runs the migrations itself).',
    );
}

/** Refuses storage that holds a file already. */
export async function checkStorageEmpty(storage: SiteFileStorage, where: string): Promise<void> {
  for (const bucket of STORED_FILE_BUCKETS) {
    for await (const { key } of storage.list(bucket)) {
      throw new RestoreRefusedError(
        `The file storage (${where}) is not empty (${bucket}/${key} is there): a restore only goes into an empty one.`,
      );
    }
  }
}

/** Removes the backup's files from storage that was empty before the restore (one that failed after them). */
export async function removeRestoredFiles(storage: SiteFileStorage, manifest: Manifest): Promise<void> {
  for (const file of manifest.files.entries)
    await storage.delete(file.bucket, file.key).catch(() => undefined);
}

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

async function drain(body: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _part of body);
}

export interface RestoreTargets {
  database: Database;
  storage: SiteFileStorage;
  /** Where the files go, for the messages (the uploads folder, or the bucket). */
  storageName: string;
}

/**
 * Restores a verified backup into an empty database and empty file storage: each is checked empty
 * first; the rows go in one transaction, the files through the storage's own receive-and-adopt (each
 * written aside, then moved into place); any failure rolls the rows back and removes the files
 * restored so far. Each entry is checked against its checksum again as it is read.
 */
export async function restoreBackup(
  targets: RestoreTargets,
  reader: BackupReader,
  manifest: Manifest,
): Promise<void> {
  checkDatabaseEmpty(await readDatabaseContents(targets.database), manifest);
  await checkStorageEmpty(targets.storage, targets.storageName);
  const parts = new Map<string, { table: ManifestTable; part: ManifestTable['parts'][number] }>();
  for (const table of manifest.database.tables)
    for (const part of table.parts) parts.set(part.entry, { table, part });
  const files = new Map(manifest.files.entries.map((file) => [file.entry, file]));
  const restored: ManifestFile[] = [];

  const restoreEntry = async (entry: BackupEntry, tables: TableFiller) => {
    const tablePart = parts.get(entry.name);
    const file = files.get(entry.name);
    const expected = tablePart?.part ?? file;
    // The manifest: read already.
    if (!expected) return drain(entry.body);
    const changed = () => new BackupDamagedError(reader.path, `${entry.name} changed since it was checked`);
    const digest = digesting(entry.body);
    if (tablePart) {
      const rows = (await text(digest.body)).split('\n').filter((line) => line !== '');
      await tables.insert(tablePart.table.name, tablePart.table.columns, rows);
    } else if (file) {
      const received = await targets.storage.receive(digest.body, file.bytes);
      if (received.status !== 'received') throw changed();
      await targets.storage.adopt(received.file.key, file.bucket, file.key);
      restored.push(file);
    }
    const found = digest.result();
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) throw changed();
  };

  try {
    await restoreDatabase(targets.database, manifest.database, async (tables) => {
      for await (const entry of reader.entries()) await restoreEntry(entry, tables);
    });
  } catch (error) {
    for (const file of restored) await targets.storage.delete(file.bucket, file.key).catch(() => undefined);
    throw error;
  }
}
