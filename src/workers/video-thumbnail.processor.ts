import { PermanentJobError } from '#application/jobs/ports.ts';
import { storeVideoThumbnail } from '#infrastructure/images/image-pipeline.ts';
import type { JobProcessor } from './job-services.ts';

/**
 * A thumbnail pulled from an uploaded video itself. A video ffmpeg cannot read (or no ffmpeg at all)
 * will not read better on a retry, so that failure is final; the editor's frame capture remains.
 */
export const processVideoThumbnail: JobProcessor<'video-thumbnail'> = async (payload, { files }) => {
  const frame = await files.frames.frameOf(payload.videoUrl).catch((error: unknown) => {
    throw new PermanentJobError(`No frame from ${payload.videoUrl}: ${(error as Error).message}`);
  });
  return storeVideoThumbnail(files.storage, frame);
};
