import { publishWhenDue } from '#domain/blog/publishing.ts';
import type { Clock } from '../shared/ports.ts';
import type { ContentEvents, PostEditorRepository } from './ports.ts';

/** A delayed timer may fire a little early; a post due within this margin is published. */
const EARLY_FIRE_MARGIN_MS = 2000;

/**
 * The `publish-scheduled-post` job. The post is locked and published only while it is still scheduled
 * for that very instant, so a second run, or a run after the owner changed the plan, does nothing.
 */
export async function publishScheduledPost(
  deps: { editor: PostEditorRepository; events: ContentEvents; clock: Clock },
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
