import type { JobName, JobQueue, JobStatus } from './ports.ts';

const POLL_INTERVAL_MS = 100;
/** How often the wait checks that some worker is there to answer. */
const WORKER_CHECK_INTERVAL_MS = 1000;
/** Long enough for a worker being restarted to come back; longer, and nobody is going to answer. */
const NO_WORKER_GRACE_MS = 3000;

/**
 * Waits until a job completes or fails, or the time is up (then its last status, still running). Used
 * where a request needs the worker's answer: an upload's stored file, the cover a save asked for.
 * When no worker has been running for a few seconds the wait ends early with the job's current status
 * (it stays queued for when a worker starts) rather than keeping the request for nothing.
 */
export async function waitForJob<N extends JobName>(
  queue: JobQueue,
  name: N,
  jobId: string,
  timeoutMs: number,
): Promise<JobStatus<N>> {
  const deadline = Date.now() + timeoutMs;
  let workerSeenAt = Date.now();
  let nextWorkerCheck = 0;
  for (;;) {
    const status = await queue.status(name, jobId);
    if (status.state === 'completed' || status.state === 'failed' || Date.now() >= deadline) return status;
    if (Date.now() >= nextWorkerCheck) {
      nextWorkerCheck = Date.now() + WORKER_CHECK_INTERVAL_MS;
      if ((await queue.workerCount()) !== 0) workerSeenAt = Date.now();
      else if (Date.now() - workerSeenAt >= NO_WORKER_GRACE_MS) return status;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
