import type { FailedEmails } from './ports.ts';

/** How many of the failed e-mails the page lists; the total says how many more there are. */
const SHOWN = 20;

export interface FailedEmailDto {
  jobId: string;
  job: string;
  to: string | null;
  subject: string | null;
  attempts: number;
  reason: string;
  failedAt: string;
}

/**
 * The e-mails that were not sent after their last try (the mail server refused them each time), newest
 * first, for the owner on `/admin/tests`: whom they were for and why they failed.
 */
export async function listFailedEmails(deps: {
  failedEmails: FailedEmails;
}): Promise<{ total: number; emails: FailedEmailDto[] }> {
  const { total, emails } = await deps.failedEmails.latest(SHOWN);
  return { total, emails: emails.map((email) => ({ ...email, failedAt: email.failedAt.toISOString() })) };
}
