import type { JobQueue } from '#application/jobs/ports.ts';
import type { QueueProbe } from '#application/system/ports.ts';

/** How often the check looks whether its ping job has been answered. */
const POLL_MS = 100;

/**
 * The queue as `/admin/tests` sees it: its store answers (Redis PING), and a worker takes a job in
 * time: a `ping` job is queued and watched until it completes. On Redis without `npm run worker`
 * nothing answers; an unanswered ping stays queued and is answered at once when a worker starts.
 */
export function createQueueProbe(queue: JobQueue, kind: QueueProbe['kind']): QueueProbe {
  return {
    kind,
    ping: () => queue.ping(),
    async workerAnswer(timeoutMs) {
      const started = performance.now();
      const { jobId } = await queue.enqueue('ping', { sentAt: new Date().toISOString() });
      for (;;) {
        const status = await queue.status('ping', jobId);
        const elapsed = performance.now() - started;
        if (status.state === 'completed') return Math.round(elapsed);
        if (status.state === 'failed')
          throw new Error(`the ping job failed: ${status.error ?? 'no reason given'}`);
        if (elapsed >= timeoutMs) return null;
        await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, timeoutMs - elapsed)));
      }
    },
  };
}
