import { publishWhenDue } from '#domain/blog/publishing.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { ContentEvents, PostEditorRepository } from './editor-ports.ts';

/** A delayed timer may fire a little early; a post due within this margin is published. */
const EARLY_FIRE_MARGIN_MS = 2000;

export interface ScheduleDeps {
  editor: PostEditorRepository;
  queue: JobQueue;
  events: ContentEvents;
  clock: Clock;
}

/**
 * Queues the delayed job that publishes a post at its time. The job id names the post and the
 * instant, so queueing it again (a re-save, a restart) adds nothing.
 */
export async function queuePublication(
  deps: Pick<ScheduleDeps, 'queue' | 'clock'>,
  postId: string,
  at: Date,
) {
  await deps.queue.enqueue(
    'publish-scheduled-post',
    { postId, scheduledFor: at.toISOString() },
    {
      delayMs: Math.max(0, at.getTime() - deps.clock.now().getTime()),
      jobId: `publish-${postId}-${at.getTime()}`,
    },
  );
}

/**
 * The `publish-scheduled-post` job. The post is locked and published only while it is still scheduled
 * for that very instant, so a second run, or a run after the owner changed the plan, does nothing.
 */
export async function publishScheduledPost(
  deps: Omit<ScheduleDeps, 'queue'>,
  payload: { postId: string; scheduledFor: string },
): Promise<{ published: boolean }> {
  const scheduledFor = new Date(payload.scheduledFor);
  const now = new Date(deps.clock.now().getTime() + EARLY_FIRE_MARGIN_MS);
  const published = await deps.editor.changePublication(payload.postId, (state) =>
    publishWhenDue(state, scheduledFor, now),
  );
  if (published) await deps.events.postsChanged();
  return { published };
}

/**
 * At start-up: posts whose time passed while nothing ran are published now; the others get their
 * job again (a no-op where Redis kept it; needed where jobs lived in memory).
 */
export async function reconcileSchedules(deps: ScheduleDeps): Promise<{ published: number; queued: number }> {
  let published = 0;
  let queued = 0;
  for (const post of await deps.editor.scheduled()) {
    if (post.scheduledAt.getTime() <= deps.clock.now().getTime()) {
      const result = await publishScheduledPost(deps, {
        postId: post.id,
        scheduledFor: post.scheduledAt.toISOString(),
      });
      if (result.published) published++;
    } else {
      await queuePublication(deps, post.id, post.scheduledAt);
      queued++;
    }
  }
  return { published, queued };
}
