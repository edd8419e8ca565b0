import {
  imageTooLarge,
  invalidImage,
  invalidVideo,
  mediaProcessingFailed,
  videoTooLarge,
} from '#domain/blog/errors.ts';
import { IMAGE_MAX_BYTES, isVideoMimeType, VIDEO_BUCKET, VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import type { JobQueue, StoredImage } from '../jobs/ports.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';
import type { ContentSniffer, FileStorage } from './media-ports.ts';

export interface UploadDeps {
  storage: FileStorage;
  sniffer: ContentSniffer;
  queue: JobQueue;
  /** Whether the workers can pull a thumbnail from a video (ffmpeg is installed). */
  thumbnailsFromVideo: boolean;
  /** How long an upload waits for the worker to store the picture. */
  processingWaitMs?: number;
}

export interface UploadedVideo {
  url: string;
  /** A thumbnail taken from the video itself, when ffmpeg could make one; else the editor captures one. */
  thumbnailUrl: string | null;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const PROCESSING_WAIT_MS = 30_000;

/**
 * An image for a post (or a video's thumbnail captured in the browser): streamed to disk with its size
 * capped, its bytes checked, then re-encoded and stored by the `process-image` worker.
 */
export async function uploadImage(
  deps: UploadDeps,
  source: AsyncIterable<Uint8Array>,
  purpose: 'image' | 'thumbnail',
): Promise<StoredImage> {
  const received = await deps.storage.receive(source, IMAGE_MAX_BYTES);
  if (received.status === 'too_large') throw imageTooLarge();
  const { file } = received;
  const type = await deps.sniffer.detect(file.head);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    await deps.storage.discardIncoming(file.key);
    throw invalidImage();
  }
  const { jobId } = await deps.queue.enqueue('process-image', { incomingKey: file.key, purpose });
  const status = await waitForJob(
    deps.queue,
    'process-image',
    jobId,
    deps.processingWaitMs ?? PROCESSING_WAIT_MS,
  );
  if (status.state === 'completed' && status.result) return status.result;
  if (status.state === 'failed') throw invalidImage();
  throw mediaProcessingFailed();
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
  const received = await deps.storage.receive(source, VIDEO_MAX_BYTES);
  if (received.status === 'too_large') throw videoTooLarge();
  const { file } = received;
  const type = await deps.sniffer.detect(file.head);
  if (!type?.mime.startsWith('video/')) {
    await deps.storage.discardIncoming(file.key);
    throw invalidVideo();
  }
  const url = await deps.storage.adopt(file.key, VIDEO_BUCKET, `${file.key}.${type.ext}`);
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
