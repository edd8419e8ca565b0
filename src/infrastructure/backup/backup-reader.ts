import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { isArchivePath } from './backup-writer.ts';
import { listedEntries, MANIFEST_ENTRY, readManifest } from './manifest.ts';
import { readTar } from './tar.ts';

export interface BackupEntry {
  name: string;
  bytes: number;
  /** Must be read to its end, or left, before the next entry is asked for. */
  body: AsyncIterable<Uint8Array>;
}

/** A backup read entry by entry (an archive from its start to its end each time). */
export interface BackupReader {
  readonly path: string;
  /** Every entry, the manifest among them; the tables' parts in the order they were written. */
  entries(): AsyncIterable<BackupEntry>;
}

export class BackupMissingError extends Error {
  override name = 'BackupMissingError';
}

export async function openBackupReader(source: string): Promise<BackupReader> {
  const found = await stat(source).catch(() => null);
  if (!found) throw new BackupMissingError(`${source} does not exist`);
  if (found.isDirectory()) return folderReader(source);
  if (!isArchivePath(source))
    throw new BackupMissingError(`${source} is neither a backup folder nor a .tar.gz`);
  return {
    path: source,
    async *entries() {
      yield* readTar(createReadStream(source).pipe(createGunzip()));
    },
  };
}

/** Every file under `folder`, as paths relative to it with `/` between the parts. */
async function filesUnder(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A backup folder: the manifest first, then the entries it lists in its order, then any file it does
 * not list (so that the check finds it).
 */
function folderReader(folder: string): BackupReader {
  const entryOf = async (name: string): Promise<BackupEntry> => {
    const file = path.join(folder, name);
    const info = await stat(file);
    return { name, bytes: info.size, body: createReadStream(file) };
  };
  return {
    path: folder,
    async *entries() {
      const present = new Set(await filesUnder(folder));
      if (!present.has(MANIFEST_ENTRY)) {
        for (const name of present) yield await entryOf(name);
        return;
      }
      yield await entryOf(MANIFEST_ENTRY);
      present.delete(MANIFEST_ENTRY);
      let ordered: string[] = [];
      try {
        ordered = listedEntries(readManifest(await readFile(path.join(folder, MANIFEST_ENTRY)))).map(
          (listed) => listed.entry,
        );
      } catch {
        // A manifest that cannot be read is reported by the check; the files come in name order then.
      }
      for (const name of ordered) {
        if (!present.delete(name)) continue;
        yield await entryOf(name);
      }
      for (const name of present) yield await entryOf(name);
    },
  };
}
