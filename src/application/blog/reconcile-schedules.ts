import type { AuditLog } from '../audit/ports.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { ContentEvents, PostEditorRepository } from './ports.ts';
import { queuePublication } from './publication-job.ts';
import { publishScheduledPost } from './publish-scheduled-post.ts';

export interface ScheduleDeps {
  editor: PostEditorRepository;
  queue: JobQueue;
  events: ContentEvents;
  clock: Clock;
  /** The posts it publishes are entries of the audit log, in the scheduler's name. */
  audit: AuditLog;
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
