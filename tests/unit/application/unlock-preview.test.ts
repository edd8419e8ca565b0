import { describe, expect, it } from 'vitest';
import type { PreviewSecret } from '#application/preview/ports.ts';
import { unlockPreview } from '#application/preview/unlock-preview.ts';
import type { RateLimiter, RateLimitState } from '#application/shared/ports.ts';
import { AppError } from '#domain/shared/app-error.ts';

class InMemoryRateLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();

  async peek(key: string): Promise<RateLimitState> {
    return { count: this.counts.get(key) ?? 0, retryAfterMs: 15 * 60_000 };
  }

  async hit(key: string): Promise<RateLimitState> {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return this.peek(key);
  }

  async reset(key: string) {
    this.counts.delete(key);
  }
}

const URL = 'https://preview.example.com/';

function secret(password: string | undefined): PreviewSecret {
  return {
    configured: password !== undefined,
    url: URL,
    matches: (candidate) => password !== undefined && candidate === password,
  };
}

function setUp({ password }: { password: string | undefined } = { password: 'open-sesame' }) {
  const limiter = new InMemoryRateLimiter();
  return { limiter, deps: { secret: secret(password), limiter } };
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
    for (let attempt = 0; attempt < 5; attempt++) {
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

  it('forgets earlier failures after the right password', async () => {
    const { deps, limiter } = setUp();
    await failure(unlockPreview(deps, { password: 'wrong' }, '4.4.4.4'));
    expect(limiter.counts.get('preview:4.4.4.4')).toBe(1);
    await unlockPreview(deps, { password: 'open-sesame' }, '4.4.4.4');
    expect(limiter.counts.has('preview:4.4.4.4')).toBe(false);
  });
});
