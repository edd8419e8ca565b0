import type { FileStorage, StoredFileReader } from '#application/blog/ports.ts';
import type { StorageProbe } from '#application/system/ports.ts';
import type { Config } from '#infrastructure/config.ts';
import { downloadedCopies, filesOnDisk, type LocalFileCopies } from './local-file-copies.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import type { StoredFileListing } from './storage-keys.ts';
import { createStorageProbe } from './storage-probe.ts';

export interface SiteFileStorage extends FileStorage, StoredFileReader {
  /** Removes uploads left in the incoming area older than the given age; returns how many. */
  sweepIncoming(olderThanMs: number): Promise<number>;
  /** Every file a bucket holds, with its size, in no particular order (what a backup copies). */
  list(bucket: string): AsyncIterable<StoredFileListing>;
}

/** Where the files live, for the code that serves them. */
export type FileLocation =
  | { kind: 'disk'; uploadsDir: string }
  | {
      kind: 'bucket';
      /** Public files are redirected here instead of streamed through the site. */
      publicUrl: string | undefined;
    };

export interface OpenedFileStorage {
  storage: SiteFileStorage;
  /** Stored files as paths, for ffmpeg. */
  localCopies: LocalFileCopies;
  probe: StorageProbe;
  location: FileLocation;
  close(): void;
}

/**
 * The local disk by default; the S3-compatible bucket when `S3_BUCKET` and `S3_ENDPOINT` are set. The
 * AWS SDK loads only then: a site on its own disk never pays for it.
 */
export async function openFileStorage(config: Pick<Config, 'uploadsDir' | 's3'>): Promise<OpenedFileStorage> {
  if (!config.s3) {
    return {
      storage: new LocalFileStorage(config.uploadsDir),
      localCopies: filesOnDisk(config.uploadsDir),
      probe: createStorageProbe(config.uploadsDir),
      location: { kind: 'disk', uploadsDir: config.uploadsDir },
      close() {},
    };
  }
  const [{ createS3Client }, { S3FileStorage }, { createS3StorageProbe }] = await Promise.all([
    import('./s3-client.ts'),
    import('./s3-file-storage.ts'),
    import('./s3-storage-probe.ts'),
  ]);
  const client = createS3Client(config.s3);
  const storage = new S3FileStorage({ client, bucket: config.s3.bucket });
  return {
    storage,
    localCopies: downloadedCopies(storage),
    probe: createS3StorageProbe(client, config.s3.bucket),
    location: { kind: 'bucket', publicUrl: config.s3.publicUrl },
    close: () => client.destroy(),
  };
}
