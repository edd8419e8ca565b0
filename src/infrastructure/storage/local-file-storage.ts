import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import {
  type FileStorage,
  type OpenResult,
  type ReceiveResult,
  StorageFullError,
  type StoredFileReader,
} from '#application/blog/ports.ts';
import { storageUrl } from '#domain/blog/media.ts';
import {
  checkedIncomingKey,
  checkedStoredFileKey,
  contentTypeOf,
  HEAD_BYTES,
  INCOMING,
  isStoredFileKey,
  type StoredFileListing,
} from './storage-keys.ts';

/** What `put` writes aside before renaming it into place. */
const PARTIAL_SUFFIX = '.partial';

/** Buckets as folders under the uploads directory (`var/uploads/{bucket}/{key}`), served at /storage. */
export class LocalFileStorage implements FileStorage, StoredFileReader {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<ReceiveResult> {
    const key = randomUUID();
    const file = this.incomingPath(key);
    await mkdir(path.dirname(file), { recursive: true }).catch(asStorageError);
    const out = createWriteStream(file);
    // A write that fails (a full disk) destroys the stream: noted here, it ends the upload at once,
    // where waiting for a 'drain' that never comes would hold the request forever.
    let failure: unknown;
    out.on('error', (error) => {
      failure ??= error;
    });
    const writable = () =>
      new Promise<void>((resolve) => {
        const go = () => {
          out.off('drain', go);
          out.off('close', go);
          resolve();
        };
        out.on('drain', go);
        out.on('close', go);
      });
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let bytes = 0;
    let tooLarge = false;
    try {
      for await (const chunk of source) {
        bytes += chunk.byteLength;
        if (bytes > maxBytes) {
          tooLarge = true;
          break;
        }
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += Math.min(chunk.byteLength, HEAD_BYTES - headBytes);
        }
        // Backpressure: the request is read no faster than the disk takes it, so memory stays flat.
        if (!out.write(chunk)) await writable();
        if (failure) break;
      }
      if (!tooLarge && !failure) {
        out.end();
        await finished(out);
      }
    } catch (error) {
      failure ??= error;
    }
    if (tooLarge || failure) {
      out.destroy();
      await rm(file, { force: true });
    }
    // Too large first: destroying the stream fails the write still pending, which is no fault.
    if (tooLarge) return { status: 'too_large' };
    if (failure) throw asStorageError(failure);
    return { status: 'received', file: { key, bytes, head: Buffer.concat(head) } };
  }

  readIncoming(key: string): Promise<Buffer> {
    return readFile(this.incomingPath(key));
  }

  async adopt(incomingKey: string, bucket: string, key: string): Promise<string> {
    const target = this.pathOf(bucket, key);
    await mkdir(path.dirname(target), { recursive: true }).catch(asStorageError);
    await rename(this.incomingPath(incomingKey), target);
    return storageUrl(bucket, key);
  }

  async discardIncoming(key: string): Promise<void> {
    await rm(this.incomingPath(key), { force: true });
  }

  /** Removes uploads left in the incoming area (a job that never ran, a crash) older than the given age. */
  async sweepIncoming(olderThanMs: number): Promise<number> {
    const folder = path.join(this.root, INCOMING);
    const names = await readdir(folder).catch(() => []);
    let removed = 0;
    for (const name of names) {
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async put(bucket: string, key: string, data: Uint8Array): Promise<string> {
    const target = this.pathOf(bucket, key);
    await mkdir(path.dirname(target), { recursive: true }).catch(asStorageError);
    // Written aside and renamed: a reader never sees half a file, and a write cut short (a full
    // disk) leaves nothing behind.
    const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
    try {
      await writeFile(partial, data);
    } catch (error) {
      await rm(partial, { force: true });
      asStorageError(error);
    }
    await rename(partial, target);
    return storageUrl(bucket, key);
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  async *list(bucket: string): AsyncIterable<StoredFileListing> {
    const folder = path.join(this.root, bucket);
    const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of found) {
      if (!entry.isFile() || entry.name.endsWith(PARTIAL_SUFFIX)) continue;
      const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!isStoredFileKey(bucket, key)) continue;
      // Removed since the folder was read: not listed.
      const info = await stat(path.join(folder, key)).catch(() => null);
      if (info) yield { key, bytes: info.size, modifiedAt: info.mtime };
    }
  }

  async open(
    bucket: string,
    key: string,
    range?: { start: number; end?: number } | { suffix: number },
  ): Promise<OpenResult> {
    const file = this.pathOf(bucket, key);
    // Opened before it is measured: a file removed in between is either read whole or missing.
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
      throw error;
    });
    if (!handle) return { status: 'missing' };
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return { status: 'missing' };
    }
    const span = range ? bytesOf(range, info.size) : undefined;
    if (span === null) {
      await handle.close();
      return { status: 'range_not_satisfiable', totalBytes: info.size };
    }
    return {
      status: 'found',
      file: {
        body: handle.createReadStream({ ...span, autoClose: true }),
        bytes: span ? span.end - span.start + 1 : info.size,
        totalBytes: info.size,
        range: span ?? null,
        contentType: contentTypeOf(key),
        // What express.static sends for the same file.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
      },
    };
  }

  private pathOf(bucket: string, key: string): string {
    checkedStoredFileKey(bucket, key);
    const folder = path.join(this.root, bucket);
    const target = path.join(folder, key);
    // The pattern already rules out `..`; this says so again where it matters.
    if (!target.startsWith(`${folder}${path.sep}`)) throw new Error(`Invalid storage key ${bucket}/${key}`);
    return target;
  }

  private incomingPath(key: string): string {
    checkedIncomingKey(key);
    return path.join(this.root, INCOMING, key);
  }
}

/** A full disk (or quota) is `StorageFullError`, which the use cases tell people about; others as they are. */
function asStorageError(error: unknown): never {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') throw new StorageFullError();
  throw error;
}

/** The bytes an HTTP-style range names in a file of `size` bytes; null when none of them exist. */
function bytesOf(
  range: { start: number; end?: number } | { suffix: number },
  size: number,
): { start: number; end: number } | null {
  if ('suffix' in range)
    return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
