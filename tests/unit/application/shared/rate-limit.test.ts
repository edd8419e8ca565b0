import { describe, expect, it } from 'vitest';
import { enforceRateLimit, failureThrottle } from '#application/shared/rate-limit.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { FixedClock, InMemoryRateLimiter } from '../../../fixtures/in-memory-shared.ts';

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
  it('checks without counting: only failures count', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let check = 0; check < 10; check++) await throttle.check();
    expect(limiter.counts.size).toBe(0);
  });

  it('throws the failure itself for the first max failures', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++)
      await expect(throttle.fail(wrong())).rejects.toMatchObject({ code: 'TEST.WRONG' });
    expect(limiter.counts.get('k')).toBe(LIMIT.max);
  });

  it('refuses at check once max failures are in the window', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++) await throttle.fail(wrong()).catch(() => undefined);
    await expect(throttle.check()).rejects.toMatchObject({
      code: 'TEST.TOO_MANY',
      retryAfterMs: LIMIT.windowMs,
    });
  });

  it('turns a failure past the limit (two tries racing past check) into the refusal', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++) await throttle.fail(wrong()).catch(() => undefined);
    await expect(throttle.fail(wrong())).rejects.toMatchObject({ code: 'TEST.TOO_MANY' });
  });

  it('forgets the failures on success', async () => {
    const { limiter } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++) await throttle.fail(wrong()).catch(() => undefined);
    await throttle.succeed();
    await expect(throttle.check()).resolves.toBeUndefined();
    expect(limiter.counts.has('k')).toBe(false);
  });

  it('lets tries in again when the window ends', async () => {
    const { limiter, clock } = setUp();
    const throttle = failureThrottle(limiter, 'k', LIMIT, tooMany);
    for (let failure = 0; failure < LIMIT.max; failure++) await throttle.fail(wrong()).catch(() => undefined);
    clock.advance(LIMIT.windowMs);
    await expect(throttle.check()).resolves.toBeUndefined();
  });
});
