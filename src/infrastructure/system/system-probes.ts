import type { JobQueue } from '#application/jobs/ports.ts';
import type {
  DatabaseProbe,
  MailTransportProbe,
  QueueProbe,
  StorageProbe,
} from '#application/system/ports.ts';
import { createMailTransportProbe } from '#infrastructure/mail/mail-transport-probe.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { createDatabaseProbe } from '#infrastructure/orm/system/database-probe.ts';
import { createQueueProbe } from '#infrastructure/queue/queue-probe.ts';

/** What the system checks look at, each from its own adapter. */
export function createSystemProbes(options: {
  database: Database;
  queue: JobQueue;
  queueKind: 'redis' | 'in-process';
  smtpUrl: string | undefined;
  mailDir: string;
  /** The disk or the bucket the files live in (`openFileStorage`). */
  storage: StorageProbe;
}): { database: DatabaseProbe; queue: QueueProbe; mail: MailTransportProbe; storage: StorageProbe } {
  return {
    database: createDatabaseProbe(options.database),
    queue: createQueueProbe(options.queue, options.queueKind),
    mail: createMailTransportProbe({ smtpUrl: options.smtpUrl, mailDir: options.mailDir }),
    storage: options.storage,
  };
}
