import type { FileStorage, VideoFrames } from '#application/blog/ports.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import type { Mailer } from '#application/mail/ports.ts';
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
import { processStoreReferenceImage } from './store-reference-image.processor.ts';
import { processVideoThumbnail } from './video-thumbnail.processor.ts';

export interface ProcessorDeps extends PublishDeps, SignInLinkDeps, BookingReminderDeps {
  mailer: Mailer;
  storage: FileStorage;
  frames: VideoFrames;
}

/** Every job's processor, built once per process from its adapters; both queue adapters run these. */
export function createProcessors(deps: ProcessorDeps): JobProcessors {
  return {
    'send-email': processSendEmail(deps),
    'generate-cover': processGenerateCover(deps),
    'process-image': processImage(deps),
    'video-thumbnail': processVideoThumbnail(deps),
    'publish-scheduled-post': processPublishScheduledPost(deps),
    'send-client-sign-in-link': processSendClientSignInLink(deps),
    'send-client-portal-email': processSendClientPortalEmail(deps),
    'store-reference-image': processStoreReferenceImage(deps),
    'send-booking-reminder': processSendBookingReminder(deps),
    ping: processPing(),
  };
}
