import { describe, expect, it } from 'vitest';
import { enforceRateLimit, failureThrottle } from '#application/shared/rate-limit.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';

const LIMIT = { max: 3, windowMs: 60_000 };
const tooMany = (retryAfterMs: number) =>
  new AppError('rate_limited', 'TEST.TOO_MANY', 'Slow down', retryAfterMs);
const wrong = () => new AppError('unauthorized', 'TEST.WRONG', 'Wrong');

function setUp() {
  const clock = new FixedClock();
  return { clock, limiter: new InMemoryRateLimiter(clock) };
}

describe('enforceRateLimit', () => {
  it("lets max events through in a window and refuses the next with the caller's error", async () => {
    const { limiter } = setUp();
    for (let event = 0; event < LIMIT.max; event++)
      await expect(enforceRateLimit(limiter, 'k', LIMIT, tooMany)).resolves.toBeUndefined();
    await expect(enforceRateLimit(limiter, 'k', LIMIT, tooMany)).rejects.toMatchObject({
      code: 'TEST.TOO_MANY',
      message: 'Slow down',
      retryAfterMs: LIMIT.windowMs,
    });
  });

  it('tells how long is left of the window in the refusal', async () => {
    const { limiter, clock } = setUp();
    for (let event = 0; event < LIMIT.max; event++) await enforceRateLimit(limiter, 'k', LIMIT, tooMany);
    clock.advance(45_000);
    await expect(enforceRateLimit(limiter, 'k', LIMIT, tooMany)).rejects.toMatchObject({
      retryAfterMs: 15_000,
    });
  });

  it('counts each key apart', async () => {
    const { limiter } = setUp();
    for (let event = 0; event < LIMIT.max; event++) await enforceRateLimit(limiter, 'a', LIMIT, tooMany);
    await expect(enforceRateLimit(limiter, 'b', LIMIT, tooMany)).resolves.toBeUndefined();
  });

  it('starts counting again once the window has ended', async () => {
    const { limiter, clock } = setUp();
    for (let event = 0; event <= LIMIT.max; event++)
      await enforceRateLimit(limiter, 'k', LIMIT, tooMany).catch(() => undefined);
    clock.advance(LIMIT.windowMs);
    await expect(enforceRateLimit(limiter, 'k', LIMIT, tooMany)).resolves.toBeUndefined();
    expect(limiter.counts.get('k')).toBe(1);
  });

  it('counts refused events too, so hammering does not shorten the wait', async () => {
    const { limiter } = setUp();
    for (let event = 0; event < LIMIT.max + 5; event++)
      await enforceRateLimit(limiter, 'k', LIMIT, tooMany).catch(() => undefined);
    expect(limiter.counts.get('k')).toBe(LIMIT.max + 5);
  });
});

describe('failureThrottle', () => {
  const address = { key: 'address', limit: LIMIT, forgetOnSuccess: false };
  const account = { key: 'account', limit: LIMIT, forgetOnSuccess: true };
  const tryOnce = async (throttle: ReturnType<typeof failureThrottle>, right: boolean) => {
    await throttle.take();
    if (!right) throw wrong();
    await throttle.succeed();
  };

  it('counts a try before its secret is checked, and refuses the try past max', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, [address], tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++) await throttle.take();
    expect(limiter.counts.get('address')).toBe(LIMIT.max);
    await expect(throttle.take()).rejects.toMatchObject({
      code: 'TEST.TOO_MANY',
      retryAfterMs: LIMIT.windowMs,
    });
  });

  it('lets exactly max of many tries at once through', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, [address], tooMany);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        throttle.take().then(
          () => 'taken',
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(answers.filter((answer) => answer === 'taken')).toHaveLength(LIMIT.max);
  });

  it("gives back only a success's own slot where the count is shared, and forgets the rest where it is not", async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, [address, account], tooMany);
    for (let failure = 0; failure < LIMIT.max - 1; failure++)
      await tryOnce(throttle, false).catch(() => undefined);
    await tryOnce(throttle, true);
    expect(limiter.counts.get('address')).toBe(LIMIT.max - 1);
    expect(limiter.counts.has('account')).toBe(false);
  });

  it('stops at the first key that refuses, so the next does not count the refused try', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, [address, account], tooMany);
    for (let failure = 0; failure < LIMIT.max + 3; failure++)
      await tryOnce(throttle, false).catch(() => undefined);
    expect(limiter.counts.get('address')).toBe(LIMIT.max + 3);
    expect(limiter.counts.get('account')).toBe(LIMIT.max);
  });

  it('lets tries in again when the window ends', async () => {
    const { limiter, clock } = setUp();
    const throttle = failureThrottle(limiter, [address], tooMany);
    for (let failure = 0; failure <= LIMIT.max; failure++) await throttle.take().catch(() => undefined);
    clock.advance(LIMIT.windowMs);
    await expect(throttle.take()).resolves.toBeUndefined();
  });
});
