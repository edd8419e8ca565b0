import { imageTooLarge, invalidImage, mediaProcessingFailed, storageFull } from '#domain/blog/errors.ts';
import { IMAGE_MAX_BYTES } from '#domain/blog/media.ts';
import type { StoredImage } from '../jobs/ports.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';
import { StorageFullError } from './ports.ts';
import { PROCESSING_WAIT_MS, type UploadDeps } from './upload-deps.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * An image for a post (or a video's thumbnail captured in the browser): streamed to disk with its size
 * capped, its bytes checked, then re-encoded and stored by the `process-image` worker.
 */
export async function uploadImage(
  deps: UploadDeps,
  source: AsyncIterable<Uint8Array>,
  purpose: 'image' | 'thumbnail',
): Promise<StoredImage> {
  const received = await deps.storage.receive(source, IMAGE_MAX_BYTES).catch(refuseWhenFull);
  if (received.status === 'too_large') throw imageTooLarge();
  const { file } = received;
  const type = await deps.sniffer.detect(file.head);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    await deps.storage.discardIncoming(file.key);
    throw invalidImage();
  }
  const { jobId } = await deps.queue
    .enqueue('process-image', { incomingKey: file.key, purpose })
    .catch(async (error: unknown) => {
      // Nobody will process it: the upload is not kept (the editor is told to try again).
      await deps.storage.discardIncoming(file.key);
      throw error;
    });
  const status = await waitForJob(
    deps.queue,
    'process-image',
    jobId,
    deps.processingWaitMs ?? PROCESSING_WAIT_MS,
  );
  if (status.state === 'completed' && status.result) return status.result;
  if (status.state === 'failed')
    throw status.error === StorageFullError.MESSAGE ? storageFull() : invalidImage();
  throw mediaProcessingFailed();
}

/** A full disk is told as such (the editor can free space), not as a fault of the site. */
export function refuseWhenFull(error: unknown): never {
  throw error instanceof StorageFullError ? storageFull() : error;
}
