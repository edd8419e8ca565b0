import { type ContactNotificationDeps, queueNotification } from './contact-notification.ts';

/** How many waiting messages one pass queues; the next pass takes the rest. */
const PENDING_BATCH = 100;

/** Queues the e-mails of kept messages whose e-mail never reached the queue; stops at the first failure. */
export async function queuePendingNotifications(deps: ContactNotificationDeps): Promise<number> {
  const waiting = await deps.messages.awaitingNotification(PENDING_BATCH);
  for (const message of waiting) await queueNotification(deps, message);
  return waiting.length;
}
