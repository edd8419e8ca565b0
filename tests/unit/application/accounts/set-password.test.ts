import { describe, expect, it } from 'vitest';
import { setPassword } from '#application/accounts/set-password.ts';
import { SIGN_IN_MAX_FAILURES } from '#domain/accounts/sign-in-throttle.ts';
import { errorOf, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import {
  fakeCommonPasswords,
  InMemorySessions,
  InMemoryUserRepository,
  plainTextHasher,
} from '#fixtures/fakes/in-memory-users.ts';

async function setUp(passwordHash: string | null) {
  const users = new InMemoryUserRepository();
  const user = await users.create(
    { email: 'ada@example.com', passwordHash, firstName: 'Ada', lastName: 'L', phone: null, role: 'user' },
    100,
  );
  const sessions = new InMemorySessions();
  sessions.byUser.set(user.id, ['this-browser', 'another-browser', 'a-stolen-cookie']);
  return {
    users,
    user,
    sessions,
    deps: {
      users,
      hasher: plainTextHasher,
      limiter: new InMemoryRateLimiter(),
      sessions,
      commonPasswords: fakeCommonPasswords,
    },
  };
}

describe('setPassword', () => {
  it('sets a first password on an account without one (a client made by a magic link)', async () => {
    const { users, user, deps } = await setUp(null);
    expect(await setPassword(deps, user.id, { newPassword: 'correct horse' })).toEqual({ hasPassword: true });
    expect(users.users[0]?.passwordHash).toBe('hashed:correct horse');
  });

  it('changes a password when the current one is given', async () => {
    const { users, user, deps } = await setUp('hashed:old password');
    await setPassword(deps, user.id, { currentPassword: 'old password', newPassword: 'new password' });
    expect(users.users[0]?.passwordHash).toBe('hashed:new password');
  });

  it('refuses a change without the right current password, and throttles guesses', async () => {
    const { users, user, deps } = await setUp('hashed:old password');
    const wrong = await errorOf(
      setPassword(deps, user.id, { currentPassword: 'guess', newPassword: 'new password' }),
    );
    expect(wrong.message).toBe('Current password is incorrect');
    expect((await errorOf(setPassword(deps, user.id, { newPassword: 'new password' }))).code).toBe(
      'ACCOUNTS.WRONG_CURRENT_PASSWORD',
    );
    for (let i = 2; i < SIGN_IN_MAX_FAILURES; i++)
      await errorOf(
        setPassword(deps, user.id, { currentPassword: `guess${i}`, newPassword: 'new password' }),
      );
    const throttled = await errorOf(
      setPassword(deps, user.id, { currentPassword: 'old password', newPassword: 'new password' }),
    );
    expect(throttled.code).toBe('ACCOUNTS.TOO_MANY_ATTEMPTS');
    expect(users.users[0]?.passwordHash).toBe('hashed:old password');
  });

  it('ends every other session of the account when the password changes, keeping the one that changed it', async () => {
    const { user, deps, sessions } = await setUp('hashed:old password');
    await setPassword(
      deps,
      user.id,
      { currentPassword: 'old password', newPassword: 'new password' },
      'this-browser',
    );
    expect(sessions.byUser.get(user.id)).toEqual(['this-browser']);
  });

  it('ends every other session when a first password is set too', async () => {
    const { user, deps, sessions } = await setUp(null);
    await setPassword(deps, user.id, { newPassword: 'correct horse' }, 'this-browser');
    expect(sessions.byUser.get(user.id)).toEqual(['this-browser']);
  });

  it('ends no session when the change is refused', async () => {
    const { user, deps, sessions } = await setUp('hashed:old password');
    await errorOf(
      setPassword(deps, user.id, { currentPassword: 'guess', newPassword: 'new password' }, 'this-browser'),
    );
    expect(sessions.byUser.get(user.id)).toHaveLength(3);
  });

  it('asks for at least 10 characters, not a common password', async () => {
    const { user, deps } = await setUp(null);
    await expect(setPassword(deps, user.id, { newPassword: 'ninechars' })).rejects.toThrow(
      'Password must be at least 10 characters',
    );
    await expect(setPassword(deps, user.id, { newPassword: 'Password123' })).rejects.toThrow(
      'This password appears in lists of leaked passwords. Please choose another one.',
    );
  });
});
