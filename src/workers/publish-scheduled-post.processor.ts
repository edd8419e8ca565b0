import type { ContentEvents, PostEditorRepository } from '#application/blog/ports.ts';
import { publishScheduledPost } from '#application/blog/publish-scheduled-post.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '#infrastructure/logger.ts';

export interface PublishDeps {
  /** A repository on a fresh unit of work, one per job. */
  openEditor(): PostEditorRepository;
  events: ContentEvents;
  clock: Clock;
  logger: Logger;
}

export function processPublishScheduledPost(deps: PublishDeps): JobProcessors['publish-scheduled-post'] {
  return async (payload) => {
    const result = await publishScheduledPost(
      { editor: deps.openEditor(), events: deps.events, clock: deps.clock },
      payload,
    );
    if (result.published) deps.logger.info({ postId: payload.postId }, 'scheduled post published');
    return result;
  };
}
