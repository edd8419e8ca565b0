import { deliverEmail } from '#application/mail/deliver-email.ts';
import { unsealEmail } from '#application/mail/sealed-email.ts';
import type { JobProcessor } from './job-services.ts';

/** Puts the secrets back into a sealed e-mail's links and delivers it: only the mailer sees them. */
export const processSendSealedEmail: JobProcessor<'send-sealed-email'> = async (payload, { mail }) => {
  await deliverEmail(mail, unsealEmail(payload, mail.emailSecrets));
  return null;
};
