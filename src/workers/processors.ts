import type { JobContext, JobName, JobPayloads, JobProcessors } from '#application/jobs/ports.ts';
import { processCoverPost } from './cover-post.processor.ts';
import { processGenerateCover } from './generate-cover.processor.ts';
import type { JobProcessor, JobServices } from './job-services.ts';
import { processPing } from './ping.processor.ts';
import { processImage } from './process-image.processor.ts';
import { processPublishScheduledPost } from './publish-scheduled-post.processor.ts';
import { processSendBookingReminder } from './send-booking-reminder.processor.ts';
import {
  processSendClientPortalEmail,
  processSendClientSignInLink,
} from './send-client-sign-in-link.processor.ts';
import { processSendEmail } from './send-email.processor.ts';
import { processSendSealedEmail } from './send-sealed-email.processor.ts';
import { processStoreReferenceImage } from './store-reference-image.processor.ts';
import { processVideoThumbnail } from './video-thumbnail.processor.ts';

/**
 * Every job's processor, each run with the services `openServices` opens for that job (the composition
 * root passes it in); both queue adapters run these.
 */
export function createProcessors(openServices: (context: JobContext) => JobServices): JobProcessors {
  const run =
    <N extends JobName>(processor: JobProcessor<N>) =>
    (payload: JobPayloads[N], context: JobContext) =>
      processor(payload, openServices(context), context);
  return {
    'send-email': run(processSendEmail),
    'send-sealed-email': run(processSendSealedEmail),
    'generate-cover': run(processGenerateCover),
    'cover-post': run(processCoverPost),
    'process-image': run(processImage),
    'video-thumbnail': run(processVideoThumbnail),
    'publish-scheduled-post': run(processPublishScheduledPost),
    'send-client-sign-in-link': run(processSendClientSignInLink),
    'send-client-portal-email': run(processSendClientPortalEmail),
    'store-reference-image': run(processStoreReferenceImage),
    'send-booking-reminder': run(processSendBookingReminder),
    // Opens nothing: the queue check pings often, and the answer is only that a worker ran it.
    ping: () => processPing(),
  };
}
