import type { JobQueue } from '#application/jobs/ports.ts';
import type {
  DatabaseProbe,
  FailedEmails,
  MailTransportProbe,
  QueueProbe,
  StorageProbe,
} from '#application/system/ports.ts';
import { createMailTransportProbe } from '#infrastructure/mail/mail-transport-probe.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { createDatabaseProbe } from '#infrastructure/orm/system/database-probe.ts';
import { type FailedJobSource, failedEmailsFrom } from '#infrastructure/queue/failed-emails.ts';
import { createQueueProbe } from '#infrastructure/queue/queue-probe.ts';

/** What the system checks look at, each from its own adapter. */
export function createSystemProbes(options: {
  database: Database;
  queue: JobQueue;
  queueKind: 'redis' | 'in-process';
  /** Where the queue keeps the jobs that used up their attempts (the queue behind the outbox). */
  failedJobs: FailedJobSource;
  smtpUrl: string | undefined;
  mailDir: string;
  /** The disk or the bucket the files live in (`openFileStorage`). */
  storage: StorageProbe;
}): {
  database: DatabaseProbe;
  queue: QueueProbe;
  mail: MailTransportProbe;
  storage: StorageProbe;
  failedEmails: FailedEmails;
} {
  return {
    failedEmails: failedEmailsFrom(options.failedJobs),
    database: createDatabaseProbe(options.database),
    queue: createQueueProbe(options.queue, options.queueKind),
    mail: createMailTransportProbe({ smtpUrl: options.smtpUrl, mailDir: options.mailDir }),
    storage: options.storage,
  };
}
