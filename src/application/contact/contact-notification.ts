import type { JobQueue } from '../jobs/ports.ts';
import { sendEmail } from '../mail/send-email.ts';
import type { Clock } from '../shared/ports.ts';
import { contactNotificationEmail } from './contact-emails.ts';
import type { ContactMessage, ContactMessageRepository } from './ports.ts';

/** What queuing the owner's e-mails needs (also at start, for messages kept while the queue was away). */
export interface ContactNotificationDeps {
  messages: ContactMessageRepository;
  queue: JobQueue;
  clock: Clock;
  /** The owner's address (`CONTACT_EMAIL`): every message is e-mailed there. */
  ownerEmail: string;
  /** Notes a dropped bot message, or an e-mail left for later, in the log. */
  warn(context: object, message: string): void;
}

/** Queues the owner's e-mail once per message (the job id makes a second try a no-op) and notes it. */
export async function queueNotification(deps: ContactNotificationDeps, message: ContactMessage) {
  await sendEmail(deps, contactNotificationEmail(deps.ownerEmail, message), {
    jobId: `contact-message-${message.id}`,
  });
  await deps.messages.markNotificationQueued(message.id, deps.clock.now());
}
