import type { ContentEvents, FileStorage, VideoFrames } from '#application/blog/ports.ts';
import type { JobContext, JobProcessors, JobQueue } from '#application/jobs/ports.ts';
import { deliveredOnce } from '#application/mail/delivered-once.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { Mailer } from '#application/mail/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmAuditLog } from '#infrastructure/orm/audit/audit-log.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import { OrmBookingRepository } from '#infrastructure/orm/booking/booking.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { OrmSignInLinkRepository } from '#infrastructure/orm/clients/sign-in-link.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { OrmMailDeliveries } from '#infrastructure/orm/mail/mail-deliveries.ts';
import en from '#web/i18n/locales/en.json' with { type: 'json' };
import type { JobServices } from '#workers/job-services.ts';
import { createProcessors } from '#workers/processors.ts';

/** What the process running the jobs brings: its queue, mailer, files, events, clock and logger. */
export interface JobAdapters {
  mailer: Mailer;
  /** Makes the secrets of sealed e-mails' links again (the site's key). */
  emailSecrets: EmailSecrets;
  storage: FileStorage;
  frames: VideoFrames;
  /** Where jobs that queue other jobs (a reminder's e-mail) add them: the queue that runs these. */
  queue: JobQueue;
  /** The site's address, for links in e-mails. */
  baseUrl: string;
  events: ContentEvents;
  clock: Clock;
  logger: Logger;
}

/**
 * Every job's processor over the database, each job with services of its own (repositories on a fresh
 * unit of work). The site, when it runs the jobs itself, and the Redis worker build them alike.
 */
export function createJobProcessors(database: Database, adapters: JobAdapters): JobProcessors {
  const secrets = new NodeSignInSecrets();
  const emails = emailRenderer();
  const { queue, baseUrl, storage, events, clock, logger } = adapters;
  return createProcessors((context: JobContext): JobServices => {
    // Jobs that e-mail send through a mailer of their own run, so a job run again sends nothing twice.
    const mailer = deliveredOnce(adapters.mailer, new OrmMailDeliveries(database.fork()), context.jobKey);
    const em = database.fork();
    return {
      mail: { mailer, emailSecrets: adapters.emailSecrets },
      files: { storage, frames: adapters.frames },
      blog: {
        // The post and its audit entry in one transaction, on a unit of work of the job's own.
        withPublication: (work) =>
          database.ownUnitOfWork((own) =>
            work({ editor: new OrmPostEditorRepository(own), audit: new OrmAuditLog(own, clock) }),
          ),
        storage,
        events,
        clock,
      },
      clients: {
        clients: new OrmClientRepository(em),
        links: new OrmSignInLinkRepository(em),
        secrets,
        mailer,
        clock,
        baseUrl,
        emails,
      },
      booking: {
        bookings: new OrmBookingRepository(em),
        services: new OrmServiceRepository(em),
        queue,
        clock,
        baseUrl,
        siteName: en.site.name,
        emails,
      },
      logger,
    };
  });
}
