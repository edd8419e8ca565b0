import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { publishWhenDue } from '#domain/blog/publishing.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { ContentEvents, PostEditorRepository } from './ports.ts';

/** A delayed timer may fire a little early; a post due within this margin is published. */
const EARLY_FIRE_MARGIN_MS = 2000;

/** Who publishes a post at its time, in the audit log: no account, no key, no address. */
export const SCHEDULER_ACTOR: AuditActor = {
  kind: 'scheduler',
  id: null,
  name: 'Scheduled publication',
  role: null,
  ip: null,
  userAgent: null,
};

/**
 * The `publish-scheduled-post` job. The post is locked and published only while it is still scheduled
 * for that very instant, so a second run, or a run after the owner changed the plan, does nothing.
 * A publication is an entry of the audit log in the scheduler's name, written in its transaction; a
 * run that publishes nothing writes none.
 */
export async function publishScheduledPost(
  deps: { editor: PostEditorRepository; events: ContentEvents; clock: Clock; audit: AuditLog },
  payload: { postId: string; scheduledFor: string },
): Promise<{ published: boolean }> {
  const scheduledFor = new Date(payload.scheduledFor);
  const now = new Date(deps.clock.now().getTime() + EARLY_FIRE_MARGIN_MS);
  const published = await deps.audit.record(SCHEDULER_ACTOR, async () => {
    const done = await deps.editor.changePublication(payload.postId, (state) =>
      publishWhenDue(state, scheduledFor, now),
    );
    const post = done ? await deps.editor.findById(payload.postId) : null;
    return {
      result: done,
      entry: done
        ? {
            action: 'post.published',
            subject: { type: 'post', id: payload.postId, label: post?.title ?? null },
            before: { status: 'scheduled', scheduledAt: scheduledFor.toISOString() },
            after: { status: 'published', scheduledAt: null },
          }
        : null,
    };
  });
  if (published) await deps.events.postsChanged();
  return { published };
}
