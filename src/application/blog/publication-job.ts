import type { JobQueue } from '../jobs/ports.ts';
import type { Clock } from '../shared/ports.ts';

/**
 * Queues the delayed job that publishes a post at its time. The job id names the post and the
 * instant, so queueing it again (a re-save, a restart) adds nothing.
 */
export async function queuePublication(deps: { queue: JobQueue; clock: Clock }, postId: string, at: Date) {
  await deps.queue.enqueue(
    'publish-scheduled-post',
    { postId, scheduledFor: at.toISOString() },
    {
      delayMs: Math.max(0, at.getTime() - deps.clock.now().getTime()),
      jobId: `publish-${postId}-${at.getTime()}`,
    },
  );
}
