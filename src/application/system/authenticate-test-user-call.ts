import { networkForLimits } from '#domain/shared/network-address.ts';
import {
  invalidTestUserKey,
  missingTestUserKey,
  tooManyTestUserCalls,
} from '#domain/system/test-user-api.ts';
import type { ApiKey, ApiKeyCodec, ApiKeyRepository } from '../blog/ports.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';

/** Calls per minute from one address to `/api/test-user`, wrong keys included (as the blog API). */
export const TEST_USER_CALLS_PER_MINUTE = 30;

/**
 * The key of a call to `/api/test-user` (`Authorization: Bearer <key>`): refused when missing, unknown,
 * revoked or not a test-users key (a blog key opens only `/api/blog`).
 */
export async function authenticateTestUserCall(
  deps: { apiKeys: ApiKeyRepository; codec: ApiKeyCodec; clock: Clock; limiter: RateLimiter },
  request: { authorization: string | undefined; ip: string },
): Promise<ApiKey> {
  await enforceRateLimit(
    deps.limiter,
    `test-user-api:${networkForLimits(request.ip)}`,
    { max: TEST_USER_CALLS_PER_MINUTE, windowMs: 60_000 },
    tooManyTestUserCalls,
  );
  const key = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1];
  if (!key) throw missingTestUserKey();
  const found = await deps.apiKeys.activeKeyFor(deps.codec.hash(key), deps.clock.now(), 'test-users');
  if (!found) throw invalidTestUserKey();
  return found;
}
