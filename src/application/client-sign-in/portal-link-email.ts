import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { CLIENT_HOME } from '#domain/clients/sign-in-link.ts';
import { linkIn, readerLanguage } from '#domain/shared/language.ts';
import type { EnqueueOptions, JobQueue } from '../jobs/ports.ts';
import { deliverEmail } from '../mail/deliver-email.ts';
import type { EmailRenderer, LocalizedEmail } from '../mail/localized-email.ts';
import type { Mailer } from '../mail/ports.ts';
import { type EmailMessage, emailMessageSchema } from '../mail/schemas.ts';
import { type CreateSignInLinkDeps, createSignInLink } from './create-sign-in-link.ts';

/**
 * Where a portal e-mail's link goes in its stored text and markup: the worker puts the real link there
 * when it sends the e-mail, so a sign-in token never sits in the queue's store. Nothing in it is changed
 * by HTML escaping.
 */
export const PORTAL_LINK_SLOT = '{{portal-sign-in-link}}';

/** The `send-client-portal-email` job: an e-mail with the slot, whom it signs in and where it lands. */
export interface PortalEmail {
  clientId: string;
  /** A site path (kept only if `safeRedirectPath` accepts it, else the portal's home). */
  target: string;
  message: EmailMessage;
  /** The client's language: the link opens the site in it. */
  language?: string;
}

/**
 * Queues an e-mail to a client about something in the portal (a proposal sent or changed, a reply, a
 * deposit) whose link signs them in and opens `target`. `compose` builds the message around the link
 * it is given (in the client's language). The owner's action sends it: no rate limit of the client's own link requests applies,
 * nor counts it.
 */
export async function queuePortalEmail(
  deps: { queue: JobQueue; emails: EmailRenderer },
  email: { clientId: string; target: string; compose(link: string): LocalizedEmail },
  options?: EnqueueOptions,
): Promise<{ jobId: string }> {
  const localized = email.compose(PORTAL_LINK_SLOT);
  const message = emailMessageSchema.parse(deps.emails.render(localized));
  const payload: PortalEmail = {
    clientId: email.clientId,
    target: safeRedirectPath(email.target) ?? CLIENT_HOME,
    message,
    language: localized.language,
  };
  return deps.queue.enqueue('send-client-portal-email', payload, options);
}

const withLink = (text: string, link: string) => text.replaceAll(PORTAL_LINK_SLOT, link);

/**
 * The `send-client-portal-email` job: a new single-use sign-in link for the client (1 hour, no code,
 * landing on the target) put into the e-mail, which then goes straight to the mailer. A retry (the
 * mail server away) makes another link; the unsent one is never known to anyone.
 */
export async function sendPortalEmail(
  deps: CreateSignInLinkDeps & { mailer: Mailer },
  email: PortalEmail,
): Promise<void> {
  const language = readerLanguage(email.language);
  const { url: signIn } = await createSignInLink(deps, {
    clientId: email.clientId,
    redirect: linkIn(safeRedirectPath(email.target) ?? CLIENT_HOME, language),
    withCode: false,
  });
  const url = linkIn(signIn, language);
  const { message } = email;
  await deliverEmail(deps, {
    ...message,
    text: withLink(message.text, url),
    ...(message.html === undefined ? {} : { html: withLink(message.html, url) }),
  });
}
