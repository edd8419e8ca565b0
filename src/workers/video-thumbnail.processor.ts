import type { FileStorage, VideoFrames } from '#application/blog/ports.ts';
import { type JobProcessors, PermanentJobError } from '#application/jobs/ports.ts';
import { storeVideoThumbnail } from '#infrastructure/images/image-pipeline.ts';

/**
 * A thumbnail pulled from an uploaded video itself. A video ffmpeg cannot read (or no ffmpeg at all)
 * will not read better on a retry, so that failure is final; the editor's frame capture remains.
 */
export function processVideoThumbnail(deps: {
  storage: FileStorage;
  frames: VideoFrames;
}): JobProcessors['video-thumbnail'] {
  return async (payload) => {
    const frame = await deps.frames.frameOf(payload.videoUrl).catch((error: unknown) => {
      throw new PermanentJobError(`No frame from ${payload.videoUrl}: ${(error as Error).message}`);
    });
    return storeVideoThumbnail(deps.storage, frame);
  };
}
