import type { EnqueueOptions, JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer, LocalizedEmail } from './localized-email.ts';
import { sendEmail } from './send-email.ts';

/** Renders an e-mail in its reader's language and queues it (see `sendEmail`). */
export async function sendLocalizedEmail(
  deps: { queue: JobQueue; emails: EmailRenderer },
  email: LocalizedEmail,
  options?: EnqueueOptions,
): Promise<{ jobId: string }> {
  return sendEmail(deps, deps.emails.render(email), options);
}
