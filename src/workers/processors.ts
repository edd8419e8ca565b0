import type { JobProcessors } from '#application/jobs/ports.ts';
import type { Mailer } from '#application/mail/ports.ts';
import { processSendEmail } from './send-email.processor.ts';

/** Every job's processor, built once per process from its adapters; both queue adapters run these. */
export function createProcessors(deps: { mailer: Mailer }): JobProcessors {
  return {
    'send-email': processSendEmail(deps),
  };
}
