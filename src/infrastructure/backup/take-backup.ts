import { type DatabaseSnapshot, withDatabaseSnapshot } from '#infrastructure/orm/backup/database-snapshot.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import type { FileLocation, SiteFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { STORED_FILE_BUCKETS } from '#infrastructure/storage/storage-keys.ts';
import { type BackupWriter, openBackupWriter } from './backup-writer.ts';
import {
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  readManifest,
  writeManifest,
} from './manifest.ts';

/** A table's rows go in parts of at most this many rows or (about) bytes, each held in memory once. */
const PART_ROWS = 1000;
const PART_BYTES = 1024 * 1024;

export interface BackupSources {
  database: Database;
  storage: SiteFileStorage;
  location: FileLocation;
}

async function* once(data: Buffer) {
  yield data;
}

async function writeTable(
  writer: BackupWriter,
  snapshot: DatabaseSnapshot,
  table: DatabaseSnapshot['tables'][number],
): Promise<ManifestTable> {
  const parts: ManifestTable['parts'] = [];
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const entry = `database/${table.name}/${String(parts.length + 1).padStart(4, '0')}.ndjson`;
    const data = Buffer.from(`${lines.join('\n')}\n`);
    parts.push({
      entry,
      rows: lines.length,
      bytes: data.length,
      sha256: await writer.add(entry, data.length, once(data)),
    });
    lines = [];
    bytes = 0;
  };
  for await (const rows of snapshot.rows(table.name, PART_ROWS)) {
    for (const row of rows) {
      lines.push(row);
      bytes += Buffer.byteLength(row) + 1;
      if (lines.length >= PART_ROWS || bytes >= PART_BYTES) await flush();
    }
  }
  await flush();
  return { ...table, rows: parts.reduce((sum, part) => sum + part.rows, 0), parts };
}

/** Copies every stored file not copied yet; one removed since it was listed is passed over. */
async function copyFiles(
  writer: BackupWriter,
  storage: SiteFileStorage,
  copied: Map<string, ManifestFile>,
): Promise<void> {
  for (const bucket of STORED_FILE_BUCKETS) {
    for await (const { key } of storage.list(bucket)) {
      const entry = `files/${bucket}/${key}`;
      if (copied.has(entry)) continue;
      const opened = await storage.open(bucket, key);
      if (opened.status !== 'found') continue;
      const bytes = opened.file.totalBytes;
      copied.set(entry, {
        bucket,
        key,
        entry,
        bytes,
        sha256: await writer.add(entry, bytes, opened.file.body),
      });
    }
  }
}

/**
 * Writes one backup of the site to `target` (a `.tar.gz`, or a new folder): the database as of one
 * instant and every stored file, with a manifest of counts and checksums. Files are copied before the
 * database's snapshot and the ones stored meanwhile after it: the site stores a file before the row
 * that names it and removes a row before its file, so every file a row of the snapshot names is in.
 */
export async function takeBackup(sources: BackupSources, target: string): Promise<Manifest> {
  const writer = await openBackupWriter(target);
  try {
    const copied = new Map<string, ManifestFile>();
    await copyFiles(writer, sources.storage, copied);
    const createdAt = new Date().toISOString();
    const database = await withDatabaseSnapshot(sources.database, async (snapshot) => {
      const tables: ManifestTable[] = [];
      for (const table of snapshot.tables) tables.push(await writeTable(writer, snapshot, table));
      return { snapshot, tables };
    });
    await copyFiles(writer, sources.storage, copied);
    const { snapshot, tables } = database;
    const files = [...copied.values()];
    const manifest = writeManifest({
      createdAt,
      database: {
        kind: snapshot.kind,
        migrations: snapshot.migrations,
        schemaVersion: snapshot.migrations.at(-1) ?? '',
        tables,
        sequences: snapshot.sequences,
        leftOut: snapshot.leftOut,
      },
      files: {
        storage: sources.location.kind,
        count: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        entries: files,
      },
    });
    await writer.finish(manifest);
    return readManifest(manifest);
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
