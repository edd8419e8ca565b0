import { storageKeyOf } from '#domain/blog/media.ts';
import type { FileStorage } from './ports.ts';

/** Removes a file the site stored; one that cannot be removed is noted, never an error for the user. */
export async function removeStoredFile(
  deps: { storage: FileStorage; warn(context: object, message: string): void },
  url: string,
): Promise<void> {
  const stored = storageKeyOf(url);
  if (!stored) return;
  await deps.storage.delete(stored.bucket, stored.key).catch((error: unknown) => {
    deps.warn({ err: error, url }, 'old file could not be removed');
  });
}
