import { invalidApiKey, missingApiKey, tooManyApiCalls } from '#domain/blog/errors.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import type { ApiKey, ApiKeyCodec, ApiKeyRepository } from './ports.ts';

/** Calls per minute from one address, wrong keys included (guessing keys is slow). */
export const API_CALLS_PER_MINUTE = 30;

/**
 * The key of a call to the blog API (`x-api-key`), refused when missing, unknown, revoked or made for
 * another purpose (a test-user key opens only `/api/test-user`).
 */
export async function authenticateApiCall(
  deps: { apiKeys: ApiKeyRepository; codec: ApiKeyCodec; clock: Clock; limiter: RateLimiter },
  request: { apiKey: string | undefined; ip: string },
): Promise<ApiKey> {
  await enforceRateLimit(
    deps.limiter,
    `blog-api:${networkForLimits(request.ip)}`,
    { max: API_CALLS_PER_MINUTE, windowMs: 60_000 },
    tooManyApiCalls,
  );
  if (!request.apiKey) throw missingApiKey();
  const key = await deps.apiKeys.activeKeyFor(deps.codec.hash(request.apiKey), deps.clock.now(), 'blog');
  if (!key) throw invalidApiKey();
  return key;
}
