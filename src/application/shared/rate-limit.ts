import type { AppError } from '#domain/shared/app-error.ts';
import type { RateLimiter } from './ports.ts';

/** At most `max` events per key within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

type TooMany = (retryAfterMs: number) => AppError;

/**
 * Counts one more event under `key` and refuses it, with the module's own error, once the window
 * holds more than `limit.max` (contact messages, sign-ups, likes, API calls).
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  tooMany: TooMany,
): Promise<void> {
  const state = await limiter.hit(key, limit.windowMs);
  if (state.count > limit.max) throw tooMany(state.retryAfterMs);
}

/**
 * A limit on failures only (wrong passwords): `check` refuses while `limit.max` failures are in the
 * window, `fail` counts one and throws the failure (or the refusal once past the limit), `succeed`
 * forgets the failures.
 */
export function failureThrottle(limiter: RateLimiter, key: string, limit: RateLimit, tooMany: TooMany) {
  return {
    async check(): Promise<void> {
      const state = await limiter.peek(key);
      if (state.count >= limit.max) throw tooMany(state.retryAfterMs);
    },
    async fail(failure: AppError): Promise<never> {
      const after = await limiter.hit(key, limit.windowMs);
      if (after.count > limit.max) throw tooMany(after.retryAfterMs);
      throw failure;
    },
    succeed: (): Promise<void> => limiter.reset(key),
  };
}
