import type { EnqueueOptions, JobQueue } from '../jobs/ports.ts';
import { type EmailMessage, emailMessageSchema } from './schemas.ts';

/** Queues an e-mail; the `send-email` worker delivers it, retrying while the mail server is down. */
export async function sendEmail(
  deps: { queue: JobQueue },
  message: EmailMessage,
  options?: EnqueueOptions,
): Promise<{ jobId: string }> {
  return deps.queue.enqueue('send-email', emailMessageSchema.parse(message), options);
}
