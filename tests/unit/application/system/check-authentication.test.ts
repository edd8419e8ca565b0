import { describe, expect, it } from 'vitest';
import type { UserRepository } from '#application/accounts/ports.ts';
import { checkAuthentication } from '#application/system/checks/authentication.ts';
import { AUTH_STEP_PAUSE_MS } from '#domain/system/test-runs.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';
import { InMemoryUserRepository, plainTextHasher } from '#fixtures/fakes/in-memory-users.ts';

function setUp(users: UserRepository = new InMemoryUserRepository()) {
  const pauses: number[] = [];
  let drawn = 0;
  const deps = {
    users,
    hasher: plainTextHasher,
    clock: new FixedClock(),
    pause: async (ms: number) => void pauses.push(ms),
    randomText: () => `Random-Text-${++drawn}`,
  };
  return { deps, pauses };
}

/** The in-memory users with one method made to fail or misbehave. */
function usersWith(overrides: Partial<UserRepository>): InMemoryUserRepository {
  return Object.assign(new InMemoryUserRepository(), overrides);
}

describe('checkAuthentication', () => {
  it('passes when the test user is created, signs in, has its profile and refuses a wrong password, then removes it', async () => {
    const users = new InMemoryUserRepository();
    const { deps, pauses } = setUp(users);
    const finding = await checkAuthentication(deps);
    expect(finding).toEqual({
      outcome: 'pass',
      message:
        'Test user created, signed in and its profile read (id, email, first name, last name, role); Invalid login correctly rejected',
    });
    expect(pauses).toEqual([AUTH_STEP_PAUSE_MS, AUTH_STEP_PAUSE_MS, AUTH_STEP_PAUSE_MS]);
    expect(users.users).toEqual([]);
  });

  it('uses a throw-away address under example.invalid', async () => {
    const seen: string[] = [];
    const users = new InMemoryUserRepository();
    const create = users.create.bind(users);
    users.create = async (user, tokens) => {
      seen.push(user.email);
      return create(user, tokens);
    };
    await checkAuthentication(setUp(users).deps);
    expect(seen).toEqual(['system-check-random-text-1@example.invalid']);
  });

  it('fails with "Test user creation failed: {message}" when the user cannot be made', async () => {
    const users = usersWith({ create: async () => Promise.reject(new Error('connection refused')) });
    expect(await checkAuthentication(setUp(users).deps)).toEqual({
      outcome: 'fail',
      message: 'Test user creation failed: connection refused',
    });
  });

  it('counts a creation refused as a duplicate as made, and goes on to sign in', async () => {
    const users = new InMemoryUserRepository();
    const { deps } = setUp(users);
    // The same address and password as the check will draw: the user is already there.
    await users.create(
      {
        email: 'system-check-random-text-1@example.invalid',
        passwordHash: 'hashed:Random-Text-2',
        firstName: 'System',
        lastName: 'Check',
        phone: null,
        role: 'user',
        testUserExpiresAt: new Date('2026-01-15T12:10:00.000Z'),
      },
      100,
    );
    expect((await checkAuthentication(deps)).outcome).toBe('pass');
    expect(users.users).toEqual([]);
  });

  it('fails with "Test user login failed: {message}" when the password is not accepted, and still removes the user', async () => {
    const users = new InMemoryUserRepository();
    const { deps } = setUp(users);
    const finding = await checkAuthentication({
      ...deps,
      hasher: { ...plainTextHasher, verify: async () => false },
    });
    expect(finding).toEqual({
      outcome: 'fail',
      message: 'Test user login failed: Invalid email or password. Please check your credentials.',
    });
    expect(users.users).toEqual([]);
  });

  it('fails with "Profile verification failed: No profile found" when the profile cannot be read back', async () => {
    const users = usersWith({ findById: async () => null });
    expect(await checkAuthentication(setUp(users).deps)).toEqual({
      outcome: 'fail',
      message: 'Profile verification failed: No profile found',
    });
    expect(users.users).toEqual([]);
  });

  it('fails with "Profile verification failed: {message}" when reading the profile throws', async () => {
    const users = usersWith({ findById: async () => Promise.reject(new Error('timeout')) });
    expect((await checkAuthentication(setUp(users).deps)).message).toBe(
      'Profile verification failed: timeout',
    );
  });

  it('fails with "Login succeeded but no user data returned" when the sign-in answers no user', async () => {
    const users = new InMemoryUserRepository();
    const findByEmail = users.findByEmail.bind(users);
    users.findByEmail = async (email) => {
      const user = await findByEmail(email);
      return user && { ...user, id: '' };
    };
    expect((await checkAuthentication(setUp(users).deps)).message).toBe(
      'Login succeeded but no user data returned',
    );
  });

  it('fails when a wrong password is accepted', async () => {
    const { deps } = setUp();
    const finding = await checkAuthentication({
      ...deps,
      hasher: { ...plainTextHasher, verify: async () => true },
    });
    expect(finding).toEqual({
      outcome: 'fail',
      message: 'Authentication test failed: a wrong password was accepted',
    });
  });

  it('fails with "Authentication test failed: {message}" when something unexpected breaks', async () => {
    const { deps } = setUp();
    const finding = await checkAuthentication({
      ...deps,
      pause: async () => Promise.reject(new Error('boom')),
    });
    expect(finding).toEqual({ outcome: 'fail', message: 'Authentication test failed: boom' });
  });

  it('warns when everything passed but the test user could not be removed', async () => {
    const users = usersWith({ deleteTestUser: async () => Promise.reject(new Error('deadlock')) });
    const finding = await checkAuthentication(setUp(users).deps);
    expect(finding).toMatchObject({
      outcome: 'warning',
      details: 'The test user could not be removed (the sweep removes it within 10 minutes): deadlock',
    });
  });
});
