import type { JobQueue } from '#application/jobs/ports.ts';
import type {
  DatabaseProbe,
  MailTransportProbe,
  QueueProbe,
  StorageProbe,
} from '#application/system/ports.ts';
import type { Database } from '#infrastructure/orm/database.ts';

// FOUNDATION (issue 19): helper "admin-checks" replaces these skeletons with the real adapters, one
// file each if they grow (orm/system/database-probe.ts, queue/queue-probe.ts, mail/…, storage/…).

export function createSystemProbes(_options: {
  database: Database;
  queue: JobQueue;
  queueKind: 'redis' | 'in-process';
  smtpUrl: string | undefined;
  mailDir: string;
  uploadsDir: string;
}): { database: DatabaseProbe; queue: QueueProbe; mail: MailTransportProbe; storage: StorageProbe } {
  const notYet = () => Promise.reject(new Error('system probes not built yet'));
  return {
    database: { inspect: notYet, ping: notYet },
    queue: { kind: 'in-process', ping: notYet, workerAnswer: notYet },
    mail: { kind: 'files', verify: notYet },
    storage: { writeReadRemove: notYet, canWrite: notYet },
  };
}
