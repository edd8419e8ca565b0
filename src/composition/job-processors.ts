import type { JobProcessors } from '#application/jobs/ports.ts';
import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
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
import { createProcessors, type ProcessorDeps } from '#workers/processors.ts';

/** What the process running the jobs brings: its queue, mailer, files, events, clock and logger. */
type ProcessAdapters = Omit<
  ProcessorDeps,
  | 'withPublication'
  | 'openClientSignIn'
  | 'openBookings'
  | 'openMailDeliveries'
  | 'signInSecrets'
  | 'siteName'
  | 'emails'
>;

/**
 * Every job's processor over the database (each job opens its repositories on a fresh unit of work).
 * The site, when it runs the jobs itself, and the Redis worker build them alike.
 */
export function createJobProcessors(database: Database, adapters: ProcessAdapters): JobProcessors {
  return createProcessors({
    ...adapters,
    // The post and its audit entry in one transaction, on a unit of work of the job's own.
    withPublication: (work) =>
      database.ownUnitOfWork((em) =>
        work({ editor: new OrmPostEditorRepository(em), audit: new OrmAuditLog(em, adapters.clock) }),
      ),
    openClientSignIn: () => {
      const em = database.fork();
      return { clients: new OrmClientRepository(em), links: new OrmSignInLinkRepository(em) };
    },
    signInSecrets: new NodeSignInSecrets(),
    openMailDeliveries: () => new OrmMailDeliveries(database.fork()),
    openBookings: () => {
      const em = database.fork();
      return { bookings: new OrmBookingRepository(em), services: new OrmServiceRepository(em) };
    },
    siteName: en.site.name,
    emails: emailRenderer(),
  });
}
