import type { ContentEvents } from '#application/blog/editor-ports.ts';
import { reconcileSchedules } from '#application/blog/publication-schedule.ts';
import {
  type ContactNotificationDeps,
  queuePendingNotifications,
} from '#application/contact/send-contact-message.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import { OrmContactMessageRepository } from '#infrastructure/orm/contact/contact-message.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';

/** How often contact messages kept while the queue was away are offered to it again. */
const PENDING_CONTACT_EMAILS_EVERY_MS = 5 * 60 * 1000;

interface BackgroundDeps {
  database: Database;
  queue: JobQueue;
  events: ContentEvents;
  clock: Clock;
  logger: Logger;
  contactNotifications: Omit<ContactNotificationDeps, 'messages'>;
}

/**
 * What the site catches up on when it starts, without delaying it: scheduled posts that came due
 * while it was down (and future ones Redis may have lost), and contact e-mails that never reached
 * the queue, the latter again every few minutes. Failures are logged; the next pass retries.
 */
export function startBackgroundTasks(deps: BackgroundDeps): { stop(): Promise<void> } {
  const { database, queue, events, clock, logger } = deps;
  const reconciling = reconcileSchedules({
    editor: new OrmPostEditorRepository(database.fork()),
    queue,
    events,
    clock,
  })
    .then((schedules) => {
      if (schedules.published + schedules.queued > 0) logger.info(schedules, 'scheduled posts checked');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'scheduled posts could not be checked'));

  const queuePendingContactEmails = () =>
    queuePendingNotifications({
      ...deps.contactNotifications,
      messages: new OrmContactMessageRepository(database.fork()),
    })
      .then((count) => {
        if (count > 0) logger.info({ count }, 'contact e-mails queued that had waited');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting contact e-mails not queued yet'));
  let pendingContactEmails = queuePendingContactEmails();
  const timer = setInterval(() => {
    pendingContactEmails = queuePendingContactEmails();
  }, PENDING_CONTACT_EMAILS_EVERY_MS).unref();

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([reconciling, pendingContactEmails]);
    },
  };
}
