import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredFileReader } from '#application/blog/ports.ts';
import { checkedStoredFileKey } from './storage-keys.ts';

/** Stored files as paths on this machine, for tools that only read files (ffmpeg). */
export interface LocalFileCopies {
  /** Runs `use` with a path holding the file's bytes; the path is gone once it returns. */
  withLocalFile<T>(bucket: string, key: string, use: (file: string) => Promise<T>): Promise<T>;
}

/** Files on the local disk are used where they lie. */
export function filesOnDisk(uploadsDir: string): LocalFileCopies {
  return {
    withLocalFile(bucket, key, use) {
      checkedStoredFileKey(bucket, key);
      return use(path.join(uploadsDir, bucket, key));
    },
  };
}

/** Files in a bucket are downloaded to a private temporary folder, removed afterwards. */
export function downloadedCopies(reader: StoredFileReader): LocalFileCopies {
  return {
    async withLocalFile(bucket, key, use) {
      const opened = await reader.open(bucket, key);
      if (opened.status !== 'found') throw new Error(`no stored file ${bucket}/${key}`);
      const folder = await mkdtemp(path.join(tmpdir(), 'stored-file-'));
      try {
        const file = path.join(folder, path.posix.basename(key));
        await pipeline(opened.file.body, createWriteStream(file));
        return await use(file);
      } finally {
        opened.file.body.destroy();
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
