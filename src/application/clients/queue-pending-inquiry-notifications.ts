import { type InquiryNotificationDeps, queueInquiryNotification } from './inquiry-notification.ts';

/** How many waiting inquiries one pass queues; the next pass takes the rest. */
const PENDING_BATCH = 100;

/** Queues the e-mails of inquiries kept while the queue was away; stops at the first failure. */
export async function queuePendingInquiryNotifications(deps: InquiryNotificationDeps): Promise<number> {
  const waiting = await deps.projects.awaitingOwnerNotification(PENDING_BATCH);
  for (const { client, project } of waiting) await queueInquiryNotification(deps, client, project);
  return waiting.length;
}
