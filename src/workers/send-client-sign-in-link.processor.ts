import { issueSignInLink } from '#application/client-sign-in/issue-sign-in-link.ts';
import { sendPortalEmail } from '#application/client-sign-in/portal-link-email.ts';
import type { JobProcessor } from './job-services.ts';

export const processSendClientSignInLink: JobProcessor<'send-client-sign-in-link'> = async (
  payload,
  { clients },
) => {
  await issueSignInLink(clients, payload);
  return null;
};

/** A portal e-mail's own sign-in link, made here and put into the e-mail (see `sendPortalEmail`). */
export const processSendClientPortalEmail: JobProcessor<'send-client-portal-email'> = async (
  payload,
  { clients },
) => {
  await sendPortalEmail(clients, payload);
  return null;
};
