import { signInLinkExpiry } from '#domain/clients/sign-in-link.ts';
import type { Clock } from '../shared/ports.ts';
import type { SignInLinkRepository, SignInSecrets } from './ports.ts';

export interface CreateSignInLinkDeps {
  links: SignInLinkRepository;
  secrets: SignInSecrets;
  clock: Clock;
  /** The site's address, for the link in the e-mail. */
  baseUrl: string;
}

/**
 * A new single-use link for the client (valid 1 hour, its token stored only as a hash) that lands on
 * `redirect` (an already safe site path) once its page's button is pressed; with a code for the
 * 'Check Your Email' screen when one is asked for (stored hashed, bound to the token's hash).
 */
export async function createSignInLink(
  deps: CreateSignInLinkDeps,
  link: { clientId: string; redirect: string | null; withCode: boolean },
): Promise<{ url: string; code: string | null }> {
  const token = deps.secrets.newToken();
  const tokenHash = deps.secrets.hashToken(token);
  const code = link.withCode ? deps.secrets.newCode() : null;
  await deps.links.create({
    clientId: link.clientId,
    tokenHash,
    codeHash: code === null ? null : deps.secrets.hashCode(tokenHash, code),
    redirect: link.redirect,
    expiresAt: signInLinkExpiry(deps.clock.now()),
  });
  return { url: `${deps.baseUrl}/client_login/verify?${new URLSearchParams({ token })}`, code };
}
