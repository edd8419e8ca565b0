import { issueSignInLink } from '#application/client-sign-in/issue-sign-in-link.ts';
import { sendPortalEmail } from '#application/client-sign-in/portal-link-email.ts';
import type { SignInLinkRepository, SignInSecrets } from '#application/client-sign-in/ports.ts';
import type { ClientRepository } from '#application/clients/ports.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import type { EmailRenderer } from '#application/mail/localized-email.ts';
import type { Mailer } from '#application/mail/ports.ts';
import type { Clock } from '#application/shared/ports.ts';

export interface SignInLinkDeps {
  /** The client and link repositories on a fresh unit of work, one per job. */
  openClientSignIn(): { clients: ClientRepository; links: SignInLinkRepository };
  signInSecrets: SignInSecrets;
  mailer: Mailer;
  clock: Clock;
  /** The site's address, for the link in the e-mail. */
  baseUrl: string;
  emails: EmailRenderer;
}

export function processSendClientSignInLink(deps: SignInLinkDeps): JobProcessors['send-client-sign-in-link'] {
  return async (payload) => {
    const { clients, links } = deps.openClientSignIn();
    const { signInSecrets: secrets, mailer, clock, baseUrl, emails } = deps;
    await issueSignInLink({ clients, links, secrets, mailer, clock, baseUrl, emails }, payload);
    return null;
  };
}

/** A portal e-mail's own sign-in link, made here and put into the e-mail (see `sendPortalEmail`). */
export function processSendClientPortalEmail(
  deps: SignInLinkDeps,
): JobProcessors['send-client-portal-email'] {
  return async (payload) => {
    const { links } = deps.openClientSignIn();
    const { signInSecrets: secrets, mailer, clock, baseUrl } = deps;
    await sendPortalEmail({ links, secrets, mailer, clock, baseUrl }, payload);
    return null;
  };
}
