import type { JobProcessors } from '#application/jobs/ports.ts';
import { deliverEmail } from '#application/mail/deliver-email.ts';
import type { Mailer } from '#application/mail/ports.ts';

export function processSendEmail(deps: { mailer: Mailer }): JobProcessors['send-email'] {
  return async (payload) => {
    await deliverEmail(deps, payload);
    return null;
  };
}
