import { normalizeEmail } from '#domain/accounts/user.ts';
import { tooManySignInRequests, wrongSignInCode } from '#domain/clients/errors.ts';
import { SIGN_IN_CODE_RATE_LIMIT, signInLinkState } from '#domain/clients/sign-in-link.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { type ClientSignInResult, clientSignInResult } from './client-sign-in-result.ts';
import { openClientAccount } from './open-client-account.ts';
import { type SignInCodeRequest, signInCodeSchema } from './schemas.ts';
import type { ClientSignInDeps } from './sign-in-with-link.ts';

/** Hashed in place of a missing link's, so an unknown address costs the same work as a wrong code. */
const NO_LINK_HASH = '0'.repeat(64);

/**
 * The code typed on the 'Check Your Email' screen, checked against the client's newest link. Every
 * try counts against the IP address, and against the link before the code is compared (locked after
 * 5 wrong codes; a right one gives its try back); an unknown address, a locked link and a wrong code
 * get one answer. A right code spends the link as its button would.
 */
export async function signInWithCode(
  deps: ClientSignInDeps & { limiter: RateLimiter },
  input: SignInCodeRequest,
  clientIp: string,
): Promise<ClientSignInResult> {
  const { email, code } = signInCodeSchema.parse(input);
  await enforceRateLimit(
    deps.limiter,
    `client-code:ip:${networkForLimits(clientIp)}`,
    SIGN_IN_CODE_RATE_LIMIT,
    tooManySignInRequests,
  );
  const client = await deps.clients.findByEmail(normalizeEmail(email));
  const link = client ? await deps.links.latestForClient(client.id) : null;
  const now = deps.clock.now();
  const comparable =
    link !== null && signInLinkState(link, now) === 'valid' && (await deps.links.takeCodeTry(link.id));
  // The same work whether or not there is a link to compare with.
  const matches = deps.secrets.sameHash(
    deps.secrets.hashCode(link?.tokenHash ?? NO_LINK_HASH, code),
    comparable ? link.codeHash : NO_LINK_HASH,
  );
  if (!comparable || !matches) throw wrongSignInCode();
  if (!(await deps.links.consumeWithCode(link.id, now))) throw wrongSignInCode();
  return clientSignInResult(await openClientAccount(deps, link.clientId), link.redirect);
}
