import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FileStorage, ReceiveResult } from '#application/blog/ports.ts';
import { storageUrl } from '#domain/blog/media.ts';

/** Enough bytes for any signature the content sniffer knows. */
const HEAD_BYTES = 4100;
/** Not served: express.static ignores dot folders. */
const INCOMING = '.incoming';
/** One file name: no slash, and never starting with a dot (so never `.` or `..`). */
const SAFE_NAME = /^[\w-][\w.-]{0,199}$/;
/** A key in a bucket: a file name, optionally in one folder (`{projectId}/reference-1-….jpg`). */
const SAFE_KEY = /^(?:[\w-][\w.-]{0,99}\/)?[\w-][\w.-]{0,199}$/;
const BUCKETS = new Set(['blog-images', 'blog-videos', 'project-files']);

/** Buckets as folders under the uploads directory (`var/uploads/{bucket}/{key}`), served at /storage. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<ReceiveResult> {
    const key = randomUUID();
    const file = this.incomingPath(key);
    await mkdir(path.dirname(file), { recursive: true });
    const out = createWriteStream(file);
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let bytes = 0;
    try {
      for await (const chunk of source) {
        bytes += chunk.byteLength;
        if (bytes > maxBytes) {
          out.destroy();
          await rm(file, { force: true });
          return { status: 'too_large' };
        }
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += Math.min(chunk.byteLength, HEAD_BYTES - headBytes);
        }
        // Backpressure: the request is read no faster than the disk takes it, so memory stays flat.
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      out.end();
      await finished(out);
    } catch (error) {
      out.destroy();
      await rm(file, { force: true });
      throw error;
    }
    return { status: 'received', file: { key, bytes, head: Buffer.concat(head) } };
  }

  readIncoming(key: string): Promise<Buffer> {
    return readFile(this.incomingPath(key));
  }

  async adopt(incomingKey: string, bucket: string, key: string): Promise<string> {
    const target = this.pathOf(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
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
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
    return storageUrl(bucket, key);
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  private pathOf(bucket: string, key: string): string {
    if (!BUCKETS.has(bucket) || !SAFE_KEY.test(key)) throw new Error(`Invalid storage key ${bucket}/${key}`);
    const folder = path.join(this.root, bucket);
    const target = path.join(folder, key);
    // The pattern already rules out `..`; this says so again where it matters.
    if (!target.startsWith(`${folder}${path.sep}`)) throw new Error(`Invalid storage key ${bucket}/${key}`);
    return target;
  }

  private incomingPath(key: string): string {
    if (!SAFE_NAME.test(key)) throw new Error(`Invalid incoming key ${key}`);
    return path.join(this.root, INCOMING, key);
  }
}
