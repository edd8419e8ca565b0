import type { JobName, JobQueue, JobStatus } from './ports.ts';

const POLL_INTERVAL_MS = 100;

/**
 * Waits until a job completes or fails, or the time is up (then its last status, still running). Used
 * where a request needs the worker's answer: an upload's stored file, the cover a save asked for.
 */
export async function waitForJob<N extends JobName>(
  queue: JobQueue,
  name: N,
  jobId: string,
  timeoutMs: number,
): Promise<JobStatus<N>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await queue.status(name, jobId);
    if (status.state === 'completed' || status.state === 'failed' || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
