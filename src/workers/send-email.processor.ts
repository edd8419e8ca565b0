import { deliverEmail } from '#application/mail/deliver-email.ts';
import type { JobProcessor } from './job-services.ts';

export const processSendEmail: JobProcessor<'send-email'> = async (payload, { mail }) => {
  await deliverEmail(mail, payload);
  return null;
};
