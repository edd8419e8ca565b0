import { removeExpiredSignUps } from '#application/accounts/remove-expired-sign-ups.ts';
import { removeExpiredTestUsers } from '#application/accounts/remove-expired-test-users.ts';
import { queueMissingCovers } from '#application/blog/post-covers.ts';
import { reconcileSchedules } from '#application/blog/reconcile-schedules.ts';
import { sweepUnsavedUploads } from '#application/blog/sweep-unsaved-uploads.ts';
import { queuePendingInquiryNotifications } from '#application/clients/queue-pending-inquiry-notifications.ts';
import { queuePendingNotifications } from '#application/contact/queue-pending-notifications.ts';
import { TEST_USER_SWEEP_EVERY_MS } from '#domain/accounts/test-user.ts';
import type { Logger } from '#infrastructure/logger.ts';
import type { AppServices } from './request-services.ts';

/** How often images and videos uploaded for a post never saved are looked for (and removed a day on). */
const UNSAVED_UPLOADS_EVERY_MS = 60 * 60 * 1000;

/** How often contact messages kept while the queue was away are offered to it again. */
const PENDING_CONTACT_EMAILS_EVERY_MS = 5 * 60 * 1000;

interface BackgroundDeps {
  /** Opens a fresh unit of work with every module's services, one per pass. */
  services: () => AppServices;
  logger: Logger;
  /** How often expired test users are removed (TEST_USER_SWEEP_EVERY_MS unless configured). */
  testUserSweepMs?: number;
}

/**
 * What the site catches up on when it starts, without delaying it: scheduled posts that came due
 * while it was down (and future ones Redis may have lost), and contact e-mails that never reached
 * the queue, the latter again every few minutes (and sign-ups whose link expired); test users past
 * their expiry, every minute; uploads never saved with a post, every hour. Failures
 * are logged; the next pass retries.
 */
export function startBackgroundTasks({
  services,
  logger,
  testUserSweepMs = TEST_USER_SWEEP_EVERY_MS,
}: BackgroundDeps): { stop(): Promise<void> } {
  const reconciling = reconcileSchedules(services().blog)
    .then((schedules) => {
      if (schedules.published + schedules.queued > 0) logger.info(schedules, 'scheduled posts checked');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'scheduled posts could not be checked'));
  // Posts with no picture (a fresh site's demo posts, a cover that failed at save) get theirs drawn.
  const covering = queueMissingCovers(services().blog)
    .then((count) => {
      if (count > 0) logger.info({ count }, 'covers queued for posts without a picture');
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'covers for posts without a picture not queued'));

  const queuePendingContactEmails = () =>
    queuePendingNotifications(services().contact)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'contact e-mails queued that had waited');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting contact e-mails not queued yet'));
  let pendingContactEmails = queuePendingContactEmails();
  // Project inquiries recorded while the queue was away: the owner's e-mail and the acknowledgement.
  const queuePendingInquiryEmails = () =>
    queuePendingInquiryNotifications(services().clients)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'inquiry e-mails queued that had waited');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting inquiry e-mails not queued yet'));
  let pendingInquiryEmails = queuePendingInquiryEmails();
  // Sign-ups whose e-mailed link expired unopened: their details and password hash are not kept.
  const sweepSignUps = () =>
    removeExpiredSignUps(services().accounts)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'expired sign-ups removed');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'expired sign-ups not removed yet'));
  let signUpSweep = sweepSignUps();
  const timer = setInterval(() => {
    pendingContactEmails = queuePendingContactEmails();
    pendingInquiryEmails = queuePendingInquiryEmails();
    signUpSweep = sweepSignUps();
  }, PENDING_CONTACT_EMAILS_EVERY_MS).unref();

  // Test users (system checks, `/api/test-user`) whose ten minutes have passed.
  const sweepTestUsers = () =>
    removeExpiredTestUsers(services().system.testUsers)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'expired test users removed');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'expired test users not removed yet'));
  let testUserSweep = sweepTestUsers();
  const sweepTimer = setInterval(() => {
    testUserSweep = sweepTestUsers();
  }, testUserSweepMs).unref();

  // Uploads for a post that was never saved: out of storage, and so out of every backup, a day on.
  const sweepUploads = () =>
    sweepUnsavedUploads(services().blog)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'uploads never saved with a post removed');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'uploads never saved not removed yet'));
  let uploadSweep = sweepUploads();
  const uploadTimer = setInterval(() => {
    uploadSweep = sweepUploads();
  }, UNSAVED_UPLOADS_EVERY_MS).unref();

  return {
    async stop() {
      clearInterval(timer);
      clearInterval(sweepTimer);
      clearInterval(uploadTimer);
      await Promise.all([
        reconciling,
        covering,
        pendingContactEmails,
        pendingInquiryEmails,
        testUserSweep,
        signUpSweep,
        uploadSweep,
      ]);
    },
  };
}
