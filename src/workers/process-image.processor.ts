import { type FileStorage, StorageFullError } from '#application/blog/ports.ts';
import { type JobProcessors, PermanentJobError } from '#application/jobs/ports.ts';
import { storePublishedImage, storeVideoThumbnail } from '#infrastructure/images/image-pipeline.ts';

/**
 * An upload from the incoming area, re-encoded and stored. The incoming file is removed once stored or
 * found unusable; after any other failure it stays for the retry.
 */
export function processImage(deps: { storage: FileStorage }): JobProcessors['process-image'] {
  return async (payload, context) => {
    const data = await deps.storage.readIncoming(payload.incomingKey).catch((error: unknown) => {
      throw new PermanentJobError(`The upload is gone: ${(error as Error).message}`);
    });
    try {
      const stored =
        payload.purpose === 'thumbnail'
          ? await storeVideoThumbnail(deps.storage, data)
          : await storePublishedImage(deps.storage, data, context.reportProgress);
      await deps.storage.discardIncoming(payload.incomingKey);
      return stored;
    } catch (error) {
      // A full disk will not empty itself during the retries: the person waiting is told at once.
      const failure = error instanceof StorageFullError ? new PermanentJobError(error.message) : error;
      if (failure instanceof PermanentJobError) await deps.storage.discardIncoming(payload.incomingKey);
      throw failure;
    }
  };
}
