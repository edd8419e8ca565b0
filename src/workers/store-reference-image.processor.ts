import { StorageFullError } from '#application/blog/ports.ts';
import { PermanentJobError } from '#application/jobs/ports.ts';
import { PROJECT_FILES_BUCKET, referenceImageKey } from '#domain/clients/inquiry.ts';
import { storeReferenceImage } from '#infrastructure/images/image-pipeline.ts';
import type { JobProcessor } from './job-services.ts';

/**
 * An inquiry's reference image from the incoming area, re-encoded without metadata into the
 * project-files bucket as `{projectId}/reference-{n}-{timestamp}.{ext}`. The incoming file is removed
 * once stored or found unusable; after any other failure it stays for the retry.
 */
export const processStoreReferenceImage: JobProcessor<'store-reference-image'> = async (
  payload,
  { files },
) => {
  const { storage } = files;
  const data = await storage.readIncoming(payload.incomingKey).catch((error: unknown) => {
    throw new PermanentJobError(`The upload is gone: ${(error as Error).message}`);
  });
  try {
    const stored = await storeReferenceImage(storage, data, {
      bucket: PROJECT_FILES_BUCKET,
      keyFor: (ext) => referenceImageKey(payload.projectId, payload.n, Date.now(), ext),
    });
    await storage.discardIncoming(payload.incomingKey);
    return stored;
  } catch (error) {
    // A full disk will not empty itself during the retries: the person waiting is told at once.
    const failure = error instanceof StorageFullError ? new PermanentJobError(error.message) : error;
    if (failure instanceof PermanentJobError) await storage.discardIncoming(payload.incomingKey);
    throw failure;
  }
};
