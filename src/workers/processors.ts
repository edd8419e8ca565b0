import type { FileStorage, VideoFrames } from '#application/blog/ports.ts';
import type { JobContext, JobProcessors } from '#application/jobs/ports.ts';
import { deliveredOnce } from '#application/mail/delivered-once.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { MailDeliveries, Mailer } from '#application/mail/ports.ts';
import { processCoverPost } from './cover-post.processor.ts';
import { processGenerateCover } from './generate-cover.processor.ts';
import { processPing } from './ping.processor.ts';
import { processImage } from './process-image.processor.ts';
import { type PublishDeps, processPublishScheduledPost } from './publish-scheduled-post.processor.ts';
import { type BookingReminderDeps, processSendBookingReminder } from './send-booking-reminder.processor.ts';
import {
  processSendClientPortalEmail,
  processSendClientSignInLink,
  type SignInLinkDeps,
} from './send-client-sign-in-link.processor.ts';
import { processSendEmail } from './send-email.processor.ts';
import { processSendSealedEmail } from './send-sealed-email.processor.ts';
import { processStoreReferenceImage } from './store-reference-image.processor.ts';
import { processVideoThumbnail } from './video-thumbnail.processor.ts';

export interface ProcessorDeps extends PublishDeps, SignInLinkDeps, BookingReminderDeps {
  mailer: Mailer;
  /** Makes the secrets of sealed e-mails' links again (the site's key). */
  emailSecrets: EmailSecrets;
  /** The record of e-mails jobs sent, on a fresh unit of work. */
  openMailDeliveries: () => MailDeliveries;
  storage: FileStorage;
  frames: VideoFrames;
}

/** Every job's processor, built once per process from its adapters; both queue adapters run these. */
export function createProcessors(deps: ProcessorDeps): JobProcessors {
  // Jobs that e-mail send through a mailer of their own run, so a job run again sends nothing twice.
  const forJob = (context: JobContext): ProcessorDeps => ({
    ...deps,
    mailer: deliveredOnce(deps.mailer, deps.openMailDeliveries(), context.jobKey),
  });
  return {
    'send-email': (payload, context) => processSendEmail(forJob(context))(payload, context),
    'send-sealed-email': (payload, context) => processSendSealedEmail(forJob(context))(payload, context),
    'generate-cover': processGenerateCover(deps),
    'cover-post': processCoverPost(deps),
    'process-image': processImage(deps),
    'video-thumbnail': processVideoThumbnail(deps),
    'publish-scheduled-post': processPublishScheduledPost(deps),
    'send-client-sign-in-link': (payload, context) =>
      processSendClientSignInLink(forJob(context))(payload, context),
    'send-client-portal-email': (payload, context) =>
      processSendClientPortalEmail(forJob(context))(payload, context),
    'store-reference-image': processStoreReferenceImage(deps),
    'send-booking-reminder': (payload, context) =>
      processSendBookingReminder(forJob(context))(payload, context),
    ping: processPing(),
  };
}
