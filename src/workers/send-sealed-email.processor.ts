import type { JobProcessors } from '#application/jobs/ports.ts';
import { deliverEmail } from '#application/mail/deliver-email.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { Mailer } from '#application/mail/ports.ts';
import { unsealEmail } from '#application/mail/sealed-email.ts';

/** Puts the secrets back into a sealed e-mail's links and delivers it: only the mailer sees them. */
export function processSendSealedEmail(deps: {
  mailer: Mailer;
  emailSecrets: EmailSecrets;
}): JobProcessors['send-sealed-email'] {
  return async (payload) => {
    await deliverEmail(deps, unsealEmail(payload, deps.emailSecrets));
    return null;
  };
}
