import { describe, expect, it } from 'vitest';
import { unlockPreview } from '#application/preview/unlock-preview.ts';
import { PREVIEW_MAX_FAILURES, PREVIEW_WINDOW_MS } from '#domain/preview/preview-throttle.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { fakePreviewSecret, PREVIEW_URL as URL } from '#fixtures/fakes/in-memory-preview.ts';
import { FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';

function setUp({ password }: { password: string | undefined } = { password: 'open-sesame' }) {
  const clock = new FixedClock();
  const limiter = new InMemoryRateLimiter(clock);
  return { limiter, clock, deps: { secret: fakePreviewSecret(password), limiter } };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('unlockPreview', () => {
  it('answers the right password with the preview address', async () => {
    const { deps } = setUp();
    await expect(unlockPreview(deps, { password: 'open-sesame' }, '1.1.1.1')).resolves.toEqual({ url: URL });
  });

  it('answers a wrong password with "Incorrect password"', async () => {
    const { deps } = setUp();
    const error = await failure(unlockPreview(deps, { password: 'open-sesame ' }, '1.1.1.1'));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      code: 'PREVIEW.INCORRECT_PASSWORD',
      message: 'Incorrect password',
    });
  });

  it('refuses an empty password before checking it', async () => {
    const { deps, limiter } = setUp();
    await expect(unlockPreview(deps, { password: '' }, '1.1.1.1')).rejects.toThrow('Password is required');
    expect(limiter.counts.size).toBe(0);
  });

  it('says the preview is unavailable when no password is configured, whatever is typed', async () => {
    const { deps, limiter } = setUp({ password: undefined });
    const error = await failure(unlockPreview(deps, { password: 'anything' }, '1.1.1.1'));
    expect(error).toMatchObject({ kind: 'not_found', code: 'PREVIEW.UNAVAILABLE' });
    expect(limiter.counts.size).toBe(0);
  });

  it('refuses a sixth try from an address after 5 wrong passwords, even the right one', async () => {
    const { deps } = setUp();
    for (let attempt = 0; attempt < PREVIEW_MAX_FAILURES; attempt++) {
      expect((await failure(unlockPreview(deps, { password: 'wrong' }, '2.2.2.2'))).code).toBe(
        'PREVIEW.INCORRECT_PASSWORD',
      );
    }
    const blocked = await failure(unlockPreview(deps, { password: 'open-sesame' }, '2.2.2.2'));
    expect(blocked).toMatchObject({
      kind: 'rate_limited',
      code: 'PREVIEW.TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, try again in 15 minutes',
    });
    // Another address is not affected.
    await expect(unlockPreview(deps, { password: 'open-sesame' }, '3.3.3.3')).resolves.toEqual({ url: URL });
  });

  it('lets the address try again once the 15-minute window has passed', async () => {
    const { deps, clock } = setUp();
    for (let attempt = 0; attempt < PREVIEW_MAX_FAILURES; attempt++)
      await failure(unlockPreview(deps, { password: 'wrong' }, '2.2.2.2'));
    clock.advance(PREVIEW_WINDOW_MS);
    await expect(unlockPreview(deps, { password: 'open-sesame' }, '2.2.2.2')).resolves.toEqual({ url: URL });
  });

  it('forgets earlier failures after the right password', async () => {
    const { deps, limiter } = setUp();
    await failure(unlockPreview(deps, { password: 'wrong' }, '4.4.4.4'));
    expect(limiter.counts.get('preview:4.4.4.4')).toBe(1);
    await unlockPreview(deps, { password: 'open-sesame' }, '4.4.4.4');
    expect(limiter.counts.has('preview:4.4.4.4')).toBe(false);
  });
});
