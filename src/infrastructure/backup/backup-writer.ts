import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { MANIFEST_ENTRY } from './manifest.ts';
import { endOfArchive, entryHeader, entryPadding } from './tar.ts';

/** Where a backup goes: entries one after another, then the manifest; it appears under its name only when whole. */
export interface BackupWriter {
  /** Adds an entry of exactly `bytes` bytes; resolves with its sha256. */
  add(name: string, bytes: number, body: AsyncIterable<Uint8Array>): Promise<string>;
  /** Writes the manifest, then gives the backup its name. */
  finish(manifest: Buffer): Promise<void>;
  /** Removes what was written. */
  abort(): Promise<void>;
}

export class BackupTargetError extends Error {
  override name = 'BackupTargetError';
}

/** A `.tar.gz` (or `.tgz`) path is an archive; any other path a folder. */
export const isArchivePath = (target: string) => /\.(tar\.gz|tgz)$/i.test(target);

/** Opens a new backup at `target` (an archive or a folder); a path that exists is refused. */
export async function openBackupWriter(target: string): Promise<BackupWriter> {
  if (await stat(target).catch(() => null))
    throw new BackupTargetError(
      `${target} exists already: a backup never overwrites anything, choose a new name`,
    );
  await mkdir(path.dirname(path.resolve(target)), { recursive: true });
  // Written beside its final name and renamed at the end: a backup cut short never looks whole.
  const partial = `${target}.partial-${process.pid}`;
  return isArchivePath(target) ? archiveWriter(target, partial) : folderWriter(target, partial);
}

/** Feeds `body` to `write`, checking it holds exactly `bytes` bytes; its sha256. */
async function copyCounted(
  name: string,
  bytes: number,
  body: AsyncIterable<Uint8Array>,
  write: (chunk: Uint8Array) => Promise<void>,
): Promise<string> {
  const hash = createHash('sha256');
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.byteLength;
    if (seen > bytes) break;
    hash.update(chunk);
    await write(chunk);
  }
  if (seen !== bytes)
    throw new BackupTargetError(`${name} changed while it was copied (${bytes} bytes expected)`);
  return hash.digest('hex');
}

function folderWriter(target: string, partial: string): BackupWriter {
  return {
    async add(name, bytes, body) {
      const file = path.join(partial, name);
      await mkdir(path.dirname(file), { recursive: true });
      const out = createWriteStream(file);
      const finished = new Promise<void>((resolve, reject) => {
        out.once('finish', resolve);
        out.once('error', reject);
      });
      const write = (chunk: Uint8Array) =>
        new Promise<void>((resolve, reject) =>
          out.write(chunk, (error) => (error ? reject(error) : resolve())),
        );
      try {
        const sha256 = await copyCounted(name, bytes, body, write);
        out.end();
        await finished;
        return sha256;
      } catch (error) {
        out.destroy();
        throw error;
      }
    },
    async finish(manifest) {
      await mkdir(partial, { recursive: true });
      await writeFile(path.join(partial, MANIFEST_ENTRY), manifest);
      await rename(partial, target);
    },
    async abort() {
      await rm(partial, { recursive: true, force: true });
    },
  };
}

async function archiveWriter(target: string, partial: string): Promise<BackupWriter> {
  const gzip: Gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  // Seen by `finish` or `abort`; a failure meanwhile (a full disk) also fails the next write.
  written.catch(() => undefined);
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      if (gzip.destroyed) reject(new BackupTargetError(`writing ${target} failed`));
      else gzip.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  return {
    async add(name, bytes, body) {
      await write(entryHeader(name, bytes));
      const sha256 = await copyCounted(name, bytes, body, write);
      await write(entryPadding(bytes));
      return sha256;
    },
    async finish(manifest) {
      await write(entryHeader(MANIFEST_ENTRY, manifest.length));
      await write(manifest);
      await write(entryPadding(manifest.length));
      await write(endOfArchive());
      gzip.end();
      await written;
      // On the disk before it has its name: a crash right after never leaves a name on half an archive.
      const handle = await open(partial, 'r+');
      await handle.sync();
      await handle.close();
      await rename(partial, target);
    },
    async abort() {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}
