import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import { signInLinkExpiry } from '#domain/clients/sign-in-link.ts';
import type { Mailer } from '../mail/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { ClientRepository, SignInLinkRepository, SignInSecrets } from './ports.ts';
import { signInLinkEmail } from './sign-in-link-email.ts';

export interface IssueSignInLinkDeps {
  clients: ClientRepository;
  links: SignInLinkRepository;
  secrets: SignInSecrets;
  mailer: Mailer;
  clock: Clock;
  /** The site's address, for the link in the e-mail. */
  baseUrl: string;
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
  const token = deps.secrets.newToken();
  const code = deps.secrets.newCode();
  const tokenHash = deps.secrets.hashToken(token);
  await deps.links.create({
    clientId: client.id,
    tokenHash,
    codeHash: deps.secrets.hashCode(tokenHash, code),
    redirect: safeRedirectPath(request.redirect),
    expiresAt: signInLinkExpiry(deps.clock.now()),
  });
  const link = `${deps.baseUrl}/client_login/verify?${new URLSearchParams({ token })}`;
  await deps.mailer.send(signInLinkEmail(client, link, code));
  return { issued: true };
}
