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
import { createStorageProbe } from '#infrastructure/storage/storage-probe.ts';

/** What the system checks look at, each from its own adapter. */
export function createSystemProbes(options: {
  database: Database;
  queue: JobQueue;
  queueKind: 'redis' | 'in-process';
  smtpUrl: string | undefined;
  mailDir: string;
  uploadsDir: string;
}): { database: DatabaseProbe; queue: QueueProbe; mail: MailTransportProbe; storage: StorageProbe } {
  return {
    database: createDatabaseProbe(options.database),
    queue: createQueueProbe(options.queue, options.queueKind),
    mail: createMailTransportProbe({ smtpUrl: options.smtpUrl, mailDir: options.mailDir }),
    storage: createStorageProbe(options.uploadsDir),
  };
}
