import { describe, expect, it } from 'vitest';
import { signIn } from '#application/accounts/sign-in.ts';
import {
  SIGN_IN_MAX_ACCOUNT_FAILURES,
  SIGN_IN_MAX_DEVICE_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from '#domain/accounts/sign-in-throttle.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { confirmedSignUp, InMemoryUserRepository, plainTextHasher } from '#fixtures/fakes/in-memory-users.ts';

async function setUp() {
  const users = new InMemoryUserRepository();
  await confirmedSignUp(
    { users, hasher: plainTextHasher },
    { email: 'Ada@Example.com', password: 'correct-horse', firstName: 'Ada', lastName: 'L', phone: '0123' },
  );
  const clock = new FixedClock();
  const limiter = new InMemoryRateLimiter(clock);
  const deps = { users, hasher: plainTextHasher, limiter, decoyHash: 'hashed:decoy' };
  return { users, limiter, clock, deps };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

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

  it('checks a password even for an unknown e-mail, against the decoy hash', async () => {
    const { deps } = await setUp();
    const checked: string[] = [];
    const hasher = {
      ...plainTextHasher,
      verify: async (hash: string, password: string) => {
        checked.push(hash);
        return plainTextHasher.verify(hash, password);
      },
    };
    await failure(signIn({ ...deps, hasher }, { email: 'bob@example.com', password: 'decoy' }, '1.1.1.1'));
    expect(checked).toEqual(['hashed:decoy']);
  });

  it('refuses further tries from an address after 5 failures, even with the right password', async () => {
    const { deps } = await setUp();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++) {
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

  it('answers five wrong passwords as wrong and the sixth try with "Too many attempts"', async () => {
    const { deps } = await setUp();
    const codes: string[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_MAX_FAILURES; attempt++)
      codes.push((await failure(signIn(deps, { email: 'ada@example.com', password: 'x' }, '2.2.2.2'))).code);
    expect(codes).toEqual([
      ...Array<string>(SIGN_IN_MAX_FAILURES).fill('ACCOUNTS.INVALID_CREDENTIALS'),
      'ACCOUNTS.TOO_MANY_ATTEMPTS',
    ]);
  });

  it('says how many minutes are left of the window, and lets the address in once it has passed', async () => {
    const { deps, clock } = await setUp();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++)
      await failure(signIn(deps, { email: 'ada@example.com', password: 'wrong' }, '2.2.2.2'));
    clock.advance(SIGN_IN_WINDOW_MS - 60_000);
    const blocked = await failure(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '2.2.2.2'),
    );
    expect(blocked.message).toBe('Too many attempts, try again in 1 minute');
    clock.advance(60_000);
    await expect(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '2.2.2.2'),
    ).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('refuses the sixth failure in the window when each four wrong guesses are followed by a good sign-in', async () => {
    const { deps } = await setUp();
    const answers: string[] = [];
    const attempt = (email: string, password: string) =>
      signIn(deps, { email, password }, '4.4.4.4').then(
        () => 'signed in',
        (error: AppError) => error.code,
      );
    for (let round = 0; round < 3; round++) {
      for (let guess = 0; guess < 4; guess++)
        answers.push(await attempt('owner@example.com', `guess-${guess}`));
      answers.push(await attempt('ada@example.com', 'correct-horse'));
    }
    expect(answers.slice(0, 6)).toEqual([
      ...Array<string>(4).fill('ACCOUNTS.INVALID_CREDENTIALS'),
      'signed in',
      'ACCOUNTS.INVALID_CREDENTIALS',
    ]);
    expect(answers.slice(6)).toEqual(Array<string>(answers.length - 6).fill('ACCOUNTS.TOO_MANY_ATTEMPTS'));
  });

  it("never forgets an address's failures on another account's success", async () => {
    const { deps, users } = await setUp();
    await confirmedSignUp(
      { users, hasher: plainTextHasher },
      { email: 'bob@example.com', password: 'bob-password', firstName: 'Bob', lastName: 'B', phone: '0123' },
    );
    for (let guess = 0; guess < SIGN_IN_MAX_FAILURES - 1; guess++)
      await failure(signIn(deps, { email: 'bob@example.com', password: `guess-${guess}` }, '4.4.4.4'));
    await signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '4.4.4.4');
    const last = await failure(signIn(deps, { email: 'bob@example.com', password: 'guess-last' }, '4.4.4.4'));
    expect(last.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    const refused = await failure(
      signIn(deps, { email: 'bob@example.com', password: 'bob-password' }, '4.4.4.4'),
    );
    expect(refused.code).toBe('ACCOUNTS.TOO_MANY_ATTEMPTS');
  });

  it('counts failures per account too: guesses from many addresses lock the account, not the others', async () => {
    const { deps } = await setUp();
    for (let guess = 0; guess < SIGN_IN_MAX_ACCOUNT_FAILURES; guess++) {
      const wrong = await failure(
        signIn(deps, { email: 'ADA@example.com', password: `guess-${guess}` }, `6.6.${guess}.1`),
      );
      expect(wrong.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    }
    const refused = await failure(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '7.7.7.7'),
    );
    expect(refused).toMatchObject({
      code: 'ACCOUNTS.TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, try again in 15 minutes',
    });
    // Unknown addresses are counted alike, so the answer never tells whether an account exists.
    for (let guess = 0; guess < SIGN_IN_MAX_ACCOUNT_FAILURES; guess++)
      await failure(
        signIn(deps, { email: 'nobody@example.com', password: `guess-${guess}` }, `8.8.${guess}.1`),
      );
    expect(
      (await failure(signIn(deps, { email: 'nobody@example.com', password: 'x' }, '9.9.9.9'))).code,
    ).toBe('ACCOUNTS.TOO_MANY_ATTEMPTS');
  });

  it('lets a trusted device of a locked account in, counting its own tries apart', async () => {
    const { deps } = await setUp();
    for (let guess = 0; guess < SIGN_IN_MAX_ACCOUNT_FAILURES; guess++)
      await failure(signIn(deps, { email: 'ada@example.com', password: `guess-${guess}` }, `6.6.${guess}.1`));
    const right = { email: 'ada@example.com', password: 'correct-horse' };
    expect((await failure(signIn(deps, right, '7.7.7.7'))).code).toBe('ACCOUNTS.TOO_MANY_ATTEMPTS');
    await expect(signIn(deps, right, '7.7.7.7', 'owners-laptop')).resolves.toMatchObject({
      email: 'ada@example.com',
    });
    // The device's own guesses meet its own limit, from however many addresses.
    for (let guess = 0; guess < SIGN_IN_MAX_DEVICE_FAILURES; guess++)
      await failure(signIn(deps, { ...right, password: `mine-${guess}` }, `5.5.${guess}.1`, 'owners-laptop'));
    expect((await failure(signIn(deps, right, '7.7.7.8', 'owners-laptop'))).code).toBe(
      'ACCOUNTS.TOO_MANY_ATTEMPTS',
    );
  });

  it("forgets an account's failures once its own password is given, but not the address's", async () => {
    const { deps } = await setUp();
    for (let guess = 0; guess < SIGN_IN_MAX_ACCOUNT_FAILURES - 1; guess++)
      await failure(signIn(deps, { email: 'ada@example.com', password: `guess-${guess}` }, `6.6.${guess}.1`));
    await signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '7.7.7.7');
    for (let guess = 0; guess < SIGN_IN_MAX_ACCOUNT_FAILURES - 1; guess++)
      await failure(signIn(deps, { email: 'ada@example.com', password: `again-${guess}` }, `5.5.${guess}.1`));
    await expect(
      signIn(deps, { email: 'ada@example.com', password: 'correct-horse' }, '7.7.7.8'),
    ).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('takes its slot before the password is checked: parallel guesses past the limit are refused, the right one too', async () => {
    const { deps } = await setUp();
    const guesses = [
      ...Array.from({ length: 39 }, (_, guess) => ({ email: 'ada@example.com', password: `guess-${guess}` })),
      { email: 'ada@example.com', password: 'correct-horse' },
    ];
    const answers = await Promise.all(
      guesses.map((guess) =>
        signIn(deps, guess, '4.4.4.4').then(
          () => 'signed in',
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(answers.filter((answer) => answer === 'ACCOUNTS.INVALID_CREDENTIALS')).toHaveLength(
      SIGN_IN_MAX_FAILURES,
    );
    expect(answers.at(-1)).toBe('ACCOUNTS.TOO_MANY_ATTEMPTS');
    expect(answers).not.toContain('signed in');
  });

  it('refuses an empty password with "Password is required" without counting a failure', async () => {
    const { deps, limiter } = await setUp();
    await expect(signIn(deps, { email: 'ada@example.com', password: '' }, '5.5.5.5')).rejects.toThrow(
      'Password is required',
    );
    expect(limiter.counts.size).toBe(0);
  });
});
