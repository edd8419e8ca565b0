import { coverNeedsTitle } from '#domain/blog/errors.ts';
import type { JobQueue, StoredImage } from '../jobs/ports.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';

/** How long a save waits for the cover it asked for before going on without it. */
export const COVER_WAIT_MS = 20_000;

/** Queues a cover for the editor, which follows it with `imageJobStatus`. */
export async function requestCover(deps: { queue: JobQueue }, input: { title: string; content: string }) {
  if (!input.title.trim()) throw coverNeedsTitle();
  return deps.queue.enqueue('generate-cover', { title: input.title.trim(), content: input.content });
}

/** Draws a cover and waits for it; null when it failed or took too long (the save keeps the old image). */
export async function generateCoverNow(
  queue: JobQueue,
  input: { title: string; content: string },
  timeoutMs = COVER_WAIT_MS,
): Promise<StoredImage | null> {
  const { jobId } = await requestCover({ queue }, input);
  const status = await waitForJob(queue, 'generate-cover', jobId, timeoutMs);
  return status.state === 'completed' && status.result ? status.result : null;
}
