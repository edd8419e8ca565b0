import type { ClientRepository } from '#application/clients/ports.ts';
import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import type { Mailer } from '../mail/ports.ts';
import { type CreateSignInLinkDeps, createSignInLink } from './create-sign-in-link.ts';
import { signInLinkEmail } from './sign-in-link-email.ts';

export interface IssueSignInLinkDeps extends CreateSignInLinkDeps {
  clients: ClientRepository;
  mailer: Mailer;
  emails: EmailRenderer;
}

/**
 * The `send-client-sign-in-link` job: for an address that has a client record, a new link (token and
 * code stored only as hashes, valid 1 hour) and the e-mail carrying both; for any other address,
 * nothing. The e-mail goes straight to the mailer, not through a `send-email` job, so the token and
 * code never sit in the queue's store.
 */
export async function issueSignInLink(
  deps: IssueSignInLinkDeps,
  request: { email: string; redirect: string | null },
): Promise<{ issued: boolean }> {
  const client = await deps.clients.findByEmail(normalizeEmail(request.email));
  if (!client) return { issued: false };
  const { url, code } = await createSignInLink(deps, {
    clientId: client.id,
    redirect: safeRedirectPath(request.redirect),
    withCode: true,
  });
  await deps.mailer.send(deps.emails.render(signInLinkEmail(client, url, code ?? '')));
  return { issued: true };
}
