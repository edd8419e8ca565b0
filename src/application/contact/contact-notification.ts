import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import type { Clock } from '../shared/ports.ts';
import { contactNotificationEmail } from './contact-emails.ts';
import type { ContactMessage, ContactMessageRepository } from './ports.ts';

/** What queuing the owner's e-mails needs (also at start, for messages kept while the queue was away). */
export interface ContactNotificationDeps extends OwnerNoticeDeps {
  messages: ContactMessageRepository;
  queue: JobQueue;
  clock: Clock;
  /** Writes the owner's e-mail in the owner's language. */
  emails: EmailRenderer;
  /** Notes a dropped bot message, or an e-mail left for later, in the log. */
  warn(context: object, message: string): void;
}

/** Queues the owner's e-mail once per message (the job id makes a second try a no-op) and notes it. */
export async function queueNotification(deps: ContactNotificationDeps, message: ContactMessage) {
  await sendLocalizedEmail(deps, contactNotificationEmail(await ownerReader(deps), message), {
    jobId: `contact-message-${message.id}`,
  });
  await deps.messages.markNotificationQueued(message.id, deps.clock.now());
}
