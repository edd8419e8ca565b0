import { StorageFullError } from '#application/blog/ports.ts';
import { PermanentJobError } from '#application/jobs/ports.ts';
import { storePublishedImage, storeVideoThumbnail } from '#infrastructure/images/image-pipeline.ts';
import type { JobProcessor } from './job-services.ts';

/**
 * An upload from the incoming area, re-encoded and stored. The incoming file is removed once stored or
 * found unusable; after any other failure it stays for the retry.
 */
export const processImage: JobProcessor<'process-image'> = async (payload, { files }, context) => {
  const { storage } = files;
  const data = await storage.readIncoming(payload.incomingKey).catch((error: unknown) => {
    throw new PermanentJobError(`The upload is gone: ${(error as Error).message}`);
  });
  try {
    const stored =
      payload.purpose === 'thumbnail'
        ? await storeVideoThumbnail(storage, data)
        : await storePublishedImage(storage, data, context.reportProgress);
    await storage.discardIncoming(payload.incomingKey);
    return stored;
  } catch (error) {
    // A full disk will not empty itself during the retries: the person waiting is told at once.
    const failure = error instanceof StorageFullError ? new PermanentJobError(error.message) : error;
    if (failure instanceof PermanentJobError) await storage.discardIncoming(payload.incomingKey);
    throw failure;
  }
};
