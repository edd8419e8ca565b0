import { invalidVideo, videoTooLarge } from '#domain/blog/errors.ts';
import { isVideoMimeType, VIDEO_BUCKET, VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';
import { PROCESSING_WAIT_MS, type UploadDeps } from './upload-deps.ts';
import { refuseWhenFull } from './upload-image.ts';

export interface UploadedVideo {
  url: string;
  /** A thumbnail taken from the video itself, when ffmpeg could make one; else the editor captures one. */
  thumbnailUrl: string | null;
}

/**
 * A post's video: refused before reading when the browser does not call it a video, streamed to disk
 * with the 100 MB cap counted as the bytes arrive (never held in memory), and kept only when its own
 * bytes say it is a video. Where ffmpeg is installed it comes back with a thumbnail of its own.
 */
export async function uploadVideo(
  deps: UploadDeps,
  source: AsyncIterable<Uint8Array>,
  declaredType: string | undefined,
): Promise<UploadedVideo> {
  if (!isVideoMimeType(declaredType)) throw invalidVideo();
  const received = await deps.storage.receive(source, VIDEO_MAX_BYTES).catch(refuseWhenFull);
  if (received.status === 'too_large') throw videoTooLarge();
  const { file } = received;
  const type = await deps.sniffer.detect(file.head);
  if (!type?.mime.startsWith('video/')) {
    await deps.storage.discardIncoming(file.key);
    throw invalidVideo();
  }
  const url = await deps.storage
    .adopt(file.key, VIDEO_BUCKET, `${file.key}.${type.ext}`)
    .catch(async (error: unknown) => {
      await deps.storage.discardIncoming(file.key);
      return refuseWhenFull(error);
    });
  return { url, thumbnailUrl: deps.thumbnailsFromVideo ? await thumbnailFromVideo(deps, url) : null };
}

/** The worker's thumbnail for a stored video, or null: a video without one is still a good upload. */
async function thumbnailFromVideo(deps: UploadDeps, videoUrl: string): Promise<string | null> {
  try {
    const { jobId } = await deps.queue.enqueue('video-thumbnail', { videoUrl });
    const wait = deps.processingWaitMs ?? PROCESSING_WAIT_MS;
    const status = await waitForJob(deps.queue, 'video-thumbnail', jobId, wait);
    return status.state === 'completed' ? (status.result?.url ?? null) : null;
  } catch {
    return null;
  }
}
