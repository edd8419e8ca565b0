import { describe, expect, it } from 'vitest';
import { createTestUser, createTestUserFromApi } from '#application/accounts/create-test-user.ts';
import { findViewer } from '#application/accounts/find-viewer.ts';
import { removeExpiredTestUsers } from '#application/accounts/remove-expired-test-users.ts';
import { removeTestUser, removeTestUserFromApi } from '#application/accounts/remove-test-user.ts';
import { signIn } from '#application/accounts/sign-in.ts';
import { signInTestUser } from '#application/accounts/sign-in-test-user.ts';
import { signInWithLink } from '#application/client-sign-in/sign-in-with-link.ts';
import { TEST_USER_LIFETIME_MS } from '#domain/accounts/test-user.ts';
import { signInLinkExpiry } from '#domain/clients/sign-in-link.ts';
import { InMemoryAuditLog } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf, FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';
import { confirmedSignUp, InMemoryUserRepository, plainTextHasher } from '#fixtures/fakes/in-memory-users.ts';

const TESTER = { email: 'Tester@Example.invalid', password: 'test-password-1' };

function setUp() {
  const users = new InMemoryUserRepository();
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const deps = { users, hasher: plainTextHasher, clock };
  return { users, clock, deps };
}

describe('createTestUser', () => {
  it('makes a user role account that expires 10 minutes later, named Test User unless names are given', async () => {
    const { deps, users, clock } = setUp();
    const made = await createTestUser(deps, TESTER);
    expect(made).toEqual({
      id: users.users[0]?.id,
      email: 'tester@example.invalid',
      expiresAt: new Date(clock.now().getTime() + TEST_USER_LIFETIME_MS).toISOString(),
    });
    expect(users.users[0]).toMatchObject({ firstName: 'Test', lastName: 'User', role: 'user' });
    await createTestUser(deps, {
      email: 'b@example.invalid',
      password: 'long-enough',
      firstName: 'Bo',
      lastName: 'Q',
    });
    expect(users.users[1]).toMatchObject({ firstName: 'Bo', lastName: 'Q' });
  });

  it('refuses an e-mail already used by a test user with "A user with this email already exists"', async () => {
    const { deps } = setUp();
    await createTestUser(deps, TESTER);
    const error = await errorOf(createTestUser(deps, TESTER));
    expect(error).toMatchObject({ kind: 'conflict', message: 'A user with this email already exists' });
  });

  it("refuses a real account's e-mail and leaves the account as it was", async () => {
    const { deps, users } = setUp();
    await confirmedSignUp(deps, { ...TESTER, firstName: 'Real', lastName: 'Person', phone: '0123' });
    const error = await errorOf(createTestUser(deps, TESTER));
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'This email belongs to a real account and cannot be used for a test user',
    });
    expect(users.users).toEqual([expect.objectContaining({ firstName: 'Real', testUserExpiresAt: null })]);
  });

  it('refuses a password shorter than the site minimum with "Password must be at least 10 characters"', async () => {
    const { deps } = setUp();
    const error = await createTestUser(deps, { email: 'a@example.invalid', password: 'short' }).catch(
      (e) => e,
    );
    expect(error.issues[0].message).toBe('Password must be at least 10 characters');
  });
});

describe('test users cannot sign in where people do', () => {
  it('password sign-in answers exactly as for a wrong password', async () => {
    const { deps } = setUp();
    await createTestUser(deps, TESTER);
    const signInDeps = {
      ...deps,
      limiter: new InMemoryRateLimiter(deps.clock),
      decoyHash: 'hashed:decoy',
    };
    const refused = await errorOf(signIn(signInDeps, TESTER, '1.1.1.1'));
    const wrong = await errorOf(signIn(signInDeps, { ...TESTER, password: 'not-it-at-all' }, '1.1.1.1'));
    expect(refused).toMatchObject({ code: 'ACCOUNTS.INVALID_CREDENTIALS', message: wrong.message });
  });

  it('a session pointing at a test user restores no one', async () => {
    const { deps, users } = setUp();
    const made = await createTestUser(deps, TESTER);
    expect(await findViewer(deps, made.id)).toBeNull();
    expect(users.users).toHaveLength(1);
  });

  // Issue 44, item 12: refusing them locked the client out for the test user's ten minutes.
  it('a magic link for a client whose e-mail is a test user signs the client in, the test user gone', async () => {
    const world = signInWorld(['135790']);
    const clock = world.clock;
    await createTestUser(
      { users: world.users, hasher: plainTextHasher, clock },
      {
        email: 'ada@example.com',
        password: 'test-password-1',
      },
    );
    const token = 'a-token-of-at-least-twenty-characters';
    const tokenHash = world.secrets.hashToken(token);
    const link = {
      clientId: world.ada.id,
      tokenHash,
      codeHash: world.secrets.hashCode(tokenHash, '135790'),
      redirect: null,
      expiresAt: signInLinkExpiry(clock.now()),
    };
    await world.links.create(link);
    await signInWithLink(world.deps, { token });
    expect(world.users.users).toEqual([
      expect.objectContaining({ email: 'ada@example.com', firstName: 'Ada', testUserExpiresAt: null }),
    ]);
  });

  it('signInTestUser (the system check) accepts only a live test user with its password', async () => {
    const { deps, clock } = setUp();
    await createTestUser(deps, TESTER);
    await confirmedSignUp(deps, {
      email: 'real@example.com',
      password: 'real-password',
      firstName: 'R',
      lastName: 'P',
      phone: '0123',
    });
    expect((await signInTestUser(deps, TESTER, clock.now())).email).toBe('tester@example.invalid');
    const wrong = await errorOf(signInTestUser(deps, { ...TESTER, password: 'wrong-password' }, clock.now()));
    expect(wrong.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    const real = await errorOf(
      signInTestUser(deps, { email: 'real@example.com', password: 'real-password' }, clock.now()),
    );
    expect(real.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    clock.advance(TEST_USER_LIFETIME_MS);
    expect((await errorOf(signInTestUser(deps, TESTER, clock.now()))).code).toBe(
      'ACCOUNTS.INVALID_CREDENTIALS',
    );
  });
});

describe('removeTestUser', () => {
  it('removes a test user and answers { removed: true }', async () => {
    const { deps, users } = setUp();
    await createTestUser(deps, TESTER);
    expect(await removeTestUser(deps, { email: 'TESTER@example.invalid' })).toEqual({ removed: true });
    expect(users.users).toEqual([]);
  });

  it('answers "No test user with this email" for a real account\'s e-mail and never deletes it', async () => {
    const { deps, users } = setUp();
    await confirmedSignUp(deps, { ...TESTER, firstName: 'Real', lastName: 'Person', phone: '0123' });
    const error = await errorOf(removeTestUser(deps, { email: TESTER.email }));
    expect(error).toMatchObject({ kind: 'not_found', message: 'No test user with this email' });
    expect(users.users).toHaveLength(1);
  });
});

describe('the test-user API in the audit log', () => {
  /** A key made on /admin/tests, as the audit log names the calls made with it. */
  const KEY = {
    kind: 'api_key' as const,
    id: '00000000-0000-4000-8000-0000000c1c1c',
    name: 'CI pipeline',
    role: null,
    ip: '203.0.113.9',
    userAgent: 'ci',
  };
  const audited = () => {
    const world = setUp();
    return { ...world, deps: { ...world.deps, audit: new InMemoryAuditLog() } };
  };

  it("records a test user made through the API, in the key's name, with its id and e-mail", async () => {
    const { deps, clock } = audited();
    const made = await createTestUserFromApi(deps, TESTER, KEY);
    expect(deps.audit.entries).toEqual([
      {
        actor: KEY,
        action: 'test_user.created',
        subject: { type: 'user', id: made.id, label: 'tester@example.invalid' },
        before: null,
        after: {
          email: 'tester@example.invalid',
          expiresAt: new Date(clock.now().getTime() + TEST_USER_LIFETIME_MS).toISOString(),
        },
      },
    ]);
  });

  it("records a test user removed through the API, in the key's name", async () => {
    const { deps, users } = audited();
    const made = await createTestUser(deps, TESTER);
    expect(await removeTestUserFromApi(deps, { email: TESTER.email }, KEY)).toEqual({ removed: true });
    expect(users.users).toEqual([]);
    expect(deps.audit.entries).toEqual([
      {
        actor: KEY,
        action: 'test_user.removed',
        subject: { type: 'user', id: made.id, label: 'tester@example.invalid' },
        before: { email: 'tester@example.invalid', expiresAt: made.expiresAt },
        after: null,
      },
    ]);
  });

  it('writes nothing for a refused call: an e-mail in use, a bad body, no such test user', async () => {
    const { deps } = audited();
    await createTestUser(deps, TESTER);
    expect((await errorOf(createTestUserFromApi(deps, TESTER, KEY))).message).toBe(
      'A user with this email already exists',
    );
    await expect(
      createTestUserFromApi(deps, { email: 'a@example.invalid', password: 'short' }, KEY),
    ).rejects.toThrow();
    expect(
      (await errorOf(removeTestUserFromApi(deps, { email: 'nobody@example.invalid' }, KEY))).message,
    ).toBe('No test user with this email');
    expect(deps.audit.entries).toEqual([]);
  });
});

describe('removeExpiredTestUsers', () => {
  it('removes test users once their 10 minutes have passed, and never a real account', async () => {
    const { deps, users, clock } = setUp();
    await confirmedSignUp(deps, {
      email: 'real@example.com',
      password: 'real-password',
      firstName: 'R',
      lastName: 'P',
      phone: '0123',
    });
    await createTestUser(deps, TESTER);
    clock.advance(5 * 60_000);
    await createTestUser(deps, { email: 'later@example.invalid', password: 'test-password-2' });
    clock.advance(TEST_USER_LIFETIME_MS - 5 * 60_000 - 1);
    expect(await removeExpiredTestUsers(deps)).toBe(0);
    clock.advance(1);
    expect(await removeExpiredTestUsers(deps)).toBe(1);
    expect(users.users.map((user) => user.email)).toEqual(['real@example.com', 'later@example.invalid']);
    clock.advance(5 * 60_000);
    expect(await removeExpiredTestUsers(deps)).toBe(1);
    expect(users.users.map((user) => user.email)).toEqual(['real@example.com']);
  });
});
