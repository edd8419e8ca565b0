import { describe, expect, it } from 'vitest';
import { signIn } from '#application/accounts/sign-in.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import type { RateLimiter, RateLimitState } from '#application/shared/ports.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { InMemoryUserRepository, plainTextHasher } from '../../fixtures/in-memory-users.ts';

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

async function setUp() {
  const users = new InMemoryUserRepository();
  await signUp(
    { users, hasher: plainTextHasher },
    { email: 'Ada@Example.com', password: 'correct-horse', firstName: 'Ada', lastName: 'L', phone: '0123' },
  );
  const limiter = new InMemoryRateLimiter();
  const deps = { users, hasher: plainTextHasher, limiter, decoyHash: 'hashed:decoy' };
  return { users, limiter, deps };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('signUp', () => {
  it('creates a user with the role user and 100 tokens, e-mail in lower case', async () => {
    const { users } = await setUp();
    expect(users.users[0]).toMatchObject({ email: 'ada@example.com', role: 'user' });
    expect(users.balances.get(users.users[0]?.id ?? '')).toBe(100);
  });
});

describe('signIn', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const { deps } = await setUp();
    const user = await signIn(deps, { email: 'ADA@example.com', password: 'correct-horse' }, '1.1.1.1');
    expect(user.email).toBe('ada@example.com');
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const { deps } = await setUp();
    const unknown = await failure(signIn(deps, { email: 'bob@example.com', password: 'x' }, '1.1.1.1'));
    const wrong = await failure(signIn(deps, { email: 'ada@example.com', password: 'x' }, '1.1.1.1'));
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
    expect(wrong.message).toBe('Invalid email or password. Please check your credentials.');
  });

  it('refuses further tries from an address after 5 failures, even with the right password', async () => {
    const { deps } = await setUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await failure(signIn(deps, { email: 'ada@example.com', password: 'wrong' }, '2.2.2.2'));
    }
    const blocked = await failure(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '2.2.2.2'),
    );
    expect(blocked).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many attempts, try again in 15 minutes',
    });
    await expect(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '3.3.3.3'),
    ).resolves.toBeDefined();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { deps, limiter } = await setUp();
    await failure(signIn(deps, { email: 'ada@example.com', password: 'wrong' }, '4.4.4.4'));
    await signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '4.4.4.4');
    expect(limiter.counts.has('sign-in:4.4.4.4')).toBe(false);
  });
});
