import type { EnqueueOptions, JobQueue } from '../jobs/ports.ts';
import type { IssuedSecret } from './email-secrets.ts';
import type { EmailRenderer, LocalizedEmail } from './localized-email.ts';
import { emailMessageSchema } from './schemas.ts';
import { sealEmail } from './sealed-email.ts';

/**
 * Renders an e-mail whose links carry secrets and queues it sealed (`send-sealed-email`): the worker
 * puts the secrets back when it sends it, so the queue's store never holds a working link.
 */
export async function sendSealedEmail(
  deps: { queue: JobQueue; emails: EmailRenderer },
  email: LocalizedEmail,
  secrets: IssuedSecret[],
  options?: EnqueueOptions,
): Promise<{ jobId: string }> {
  const message = emailMessageSchema.parse(deps.emails.render(email));
  return deps.queue.enqueue('send-sealed-email', sealEmail(message, secrets), options);
}
