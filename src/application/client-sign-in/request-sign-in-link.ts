import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import { tooManySignInRequests } from '#domain/clients/errors.ts';
import { SIGN_IN_LINK_RATE_LIMITS } from '#domain/clients/sign-in-link.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { type MagicLinkRequest, magicLinkRequestSchema } from './schemas.ts';

export interface RequestSignInLinkDeps {
  queue: JobQueue;
  limiter: RateLimiter;
}

/**
 * Asks for a magic link: counted per IP address and per e-mail address, then always one
 * `send-client-sign-in-link` job, whose worker decides whether a client has that address. Known or
 * unknown, the request does the same work and gets the same answer, so it tells nobody which
 * addresses are clients.
 */
export async function requestSignInLink(
  deps: RequestSignInLinkDeps,
  input: MagicLinkRequest,
  clientIp: string,
): Promise<{ sent: true }> {
  const parsed = magicLinkRequestSchema.parse(input);
  const email = normalizeEmail(parsed.email);
  const limits = SIGN_IN_LINK_RATE_LIMITS;
  await enforceRateLimit(
    deps.limiter,
    `client-link:ip:${networkForLimits(clientIp)}`,
    limits.perIp,
    tooManySignInRequests,
  );
  await enforceRateLimit(deps.limiter, `client-link:email:${email}`, limits.perEmail, tooManySignInRequests);
  await deps.queue.enqueue('send-client-sign-in-link', {
    email,
    redirect: safeRedirectPath(parsed.redirect),
  });
  return { sent: true };
}
