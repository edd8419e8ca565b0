import type { JobQueue } from '../jobs/ports.ts';
import type { ContentSniffer, FileStorage } from './ports.ts';

export interface UploadDeps {
  storage: FileStorage;
  sniffer: ContentSniffer;
  queue: JobQueue;
  /** Whether the workers can pull a thumbnail from a video (ffmpeg is installed). */
  thumbnailsFromVideo: boolean;
  /** How long an upload waits for the worker to store the picture. */
  processingWaitMs?: number;
}

/** How long an upload waits for the worker by default. */
export const PROCESSING_WAIT_MS = 30_000;
