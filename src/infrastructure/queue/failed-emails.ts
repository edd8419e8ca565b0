import type { JobName } from '#application/jobs/ports.ts';
import type { FailedEmail, FailedEmails } from '#application/system/ports.ts';

/** A job the queue keeps as failed, as either queue reports it. */
export interface FailedJobRecord {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  reason: string;
  failedAt: Date;
}

/** Where the failed jobs are read: the BullMQ queue's failed set, or the in-process queue's list. */
export interface FailedJobSource {
  /** The newest failed jobs (at most `limit`), newest first. */
  failedJobs(limit: number): Promise<FailedJobRecord[]>;
}

/** How many of the newest failed jobs are looked through for e-mails (images and covers fail too). */
const LOOKED_AT = 500;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Whom and what an e-mail job was about, read from its payload (`JobPayloads`) without trusting its
 * shape (an older release may have queued it); null for a job that sends no e-mail.
 */
function recipientOf(name: string, data: unknown): { to: string | null; subject: string | null } | null {
  const payload = (data ?? {}) as { to?: unknown; subject?: unknown; email?: unknown; message?: unknown };
  const message = (payload.message ?? {}) as { to?: unknown; subject?: unknown };
  switch (name as JobName) {
    case 'send-email':
      return { to: text(payload.to), subject: text(payload.subject) };
    case 'send-sealed-email':
    case 'send-client-portal-email':
      return { to: text(message.to), subject: text(message.subject) };
    case 'send-client-sign-in-link':
      return { to: text(payload.email), subject: null };
    case 'send-booking-reminder':
      return { to: null, subject: null };
    default:
      return null;
  }
}

function asFailedEmail(job: FailedJobRecord): FailedEmail | null {
  const recipient = recipientOf(job.name, job.data);
  if (!recipient) return null;
  return {
    jobId: job.id,
    job: job.name,
    ...recipient,
    attempts: job.attempts,
    reason: job.reason,
    failedAt: job.failedAt,
  };
}

/** The failed e-mail jobs among the queue's newest failed jobs. */
export function failedEmailsFrom(source: FailedJobSource): FailedEmails {
  return {
    async latest(limit) {
      const emails = (await source.failedJobs(LOOKED_AT)).flatMap((job) => asFailedEmail(job) ?? []);
      return { total: emails.length, emails: emails.slice(0, limit) };
    },
  };
}
