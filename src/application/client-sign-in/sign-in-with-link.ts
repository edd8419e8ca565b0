import type { ClientRepository } from '#application/clients/ports.ts';
import { signInLinkInvalid } from '#domain/clients/errors.ts';
import { signInLinkState } from '#domain/clients/sign-in-link.ts';
import type { SessionRepository, UserRepository } from '../accounts/ports.ts';
import type { Clock } from '../shared/ports.ts';
import { type ClientSignInResult, clientSignInResult } from './client-sign-in-result.ts';
import { openClientAccount } from './open-client-account.ts';
import type { SignInLinkRepository, SignInSecrets } from './ports.ts';
import { signInTokenSchema } from './schemas.ts';

export interface ClientSignInDeps {
  clients: ClientRepository;
  links: SignInLinkRepository;
  secrets: SignInSecrets;
  users: UserRepository;
  sessions: SessionRepository;
  clock: Clock;
}

/**
 * The "Sign in" button of a magic link's page: spends the link (once: of two clicks at the same
 * moment, one signs in) and returns the client's account. Unknown, used, expired and locked links get
 * one answer.
 */
export async function signInWithLink(
  deps: ClientSignInDeps,
  input: { token: string },
): Promise<ClientSignInResult> {
  const { token } = signInTokenSchema.parse(input);
  const link = await deps.links.findByTokenHash(deps.secrets.hashToken(token));
  const now = deps.clock.now();
  if (!link || signInLinkState(link, now) !== 'valid') throw signInLinkInvalid();
  if (!(await deps.links.consume(link.id, now))) throw signInLinkInvalid();
  return clientSignInResult(await openClientAccount(deps, link.clientId), link.redirect);
}
