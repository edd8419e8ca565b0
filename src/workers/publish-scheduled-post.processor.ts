import type { AuditLog } from '#application/audit/ports.ts';
import type { ContentEvents, PostEditorRepository } from '#application/blog/ports.ts';
import { publishScheduledPost } from '#application/blog/publish-scheduled-post.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '#infrastructure/logger.ts';

/** The post's repository and the audit log on one unit of work: a publication and its entry commit together. */
export interface PublicationStore {
  editor: PostEditorRepository;
  audit: AuditLog;
}

export interface PublishDeps {
  /** Runs `work` on a fresh unit of work, one per job. */
  withPublication<T>(work: (store: PublicationStore) => Promise<T>): Promise<T>;
  events: ContentEvents;
  clock: Clock;
  logger: Logger;
}

export function processPublishScheduledPost(deps: PublishDeps): JobProcessors['publish-scheduled-post'] {
  return async (payload) => {
    const result = await deps.withPublication((store) =>
      publishScheduledPost({ ...store, events: deps.events, clock: deps.clock }, payload),
    );
    if (result.published) deps.logger.info({ postId: payload.postId }, 'scheduled post published');
    return result;
  };
}
