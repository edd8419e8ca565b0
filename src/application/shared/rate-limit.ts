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

/** One count a failure throttle keeps. */
export interface FailureCount {
  key: string;
  limit: RateLimit;
  /**
   * A success forgets every failure under the key (a count of one secret, such as one account's
   * password: whoever gives it knows it). Otherwise a success gives back only its own try (a count
   * shared by many secrets, such as an address's: one account's success must not clear the guesses
   * at another's).
   */
  forgetOnSuccess: boolean;
}

/**
 * A limit on failures only (wrong passwords, codes). `take` counts the try under every key before the
 * secret is checked, and refuses it, with the module's error, once a key holds more than its max: the
 * count going up is the check, so tries sent in parallel cannot all pass it before any has failed. A
 * failure keeps its slot; `succeed` gives it back (see `FailureCount.forgetOnSuccess`). The keys are
 * taken in order and a refusal stops there, so a try refused by the first is not counted by the next.
 */
export function failureThrottle(limiter: RateLimiter, counts: readonly FailureCount[], tooMany: TooMany) {
  return {
    async take(): Promise<void> {
      for (const { key, limit } of counts) {
        const state = await limiter.hit(key, limit.windowMs);
        if (state.count > limit.max) throw tooMany(state.retryAfterMs);
      }
    },
    async succeed(): Promise<void> {
      for (const { key, forgetOnSuccess } of counts)
        await (forgetOnSuccess ? limiter.reset(key) : limiter.release(key));
    },
  };
}

/**
 * A limit on what is done, not on what is tried (bookings made): `run` goes ahead only after every key
 * has taken its slot (so tries sent at once cannot all pass the count), and every slot taken is given
 * back when the try is refused, by a key or by `run` itself (a lost race, a time no longer offered).
 */
export async function limitSuccesses<T>(
  limiter: RateLimiter,
  counts: readonly { key: string; limit: RateLimit }[],
  tooMany: TooMany,
  run: () => Promise<T>,
): Promise<T> {
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((key) => limiter.release(key)));
  try {
    for (const { key, limit } of counts) {
      const state = await limiter.hit(key, limit.windowMs);
      taken.push(key);
      if (state.count > limit.max) throw tooMany(state.retryAfterMs);
    }
    return await run();
  } catch (error) {
    await giveBack();
    throw error;
  }
}
