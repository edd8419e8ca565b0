import { describe, expect, it } from 'vitest';
import { signUp } from '#application/accounts/sign-up.ts';
import { InMemoryUserRepository, plainTextHasher } from '../../../fixtures/in-memory-users.ts';

const form = {
  email: 'Ada@Example.com',
  password: 'correct-horse',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
};

describe('signUp', () => {
  it('creates a user with the role user and 100 tokens, e-mail in lower case', async () => {
    const users = new InMemoryUserRepository();
    await signUp({ users, hasher: plainTextHasher }, form);
    expect(users.users[0]).toMatchObject({ email: 'ada@example.com', role: 'user' });
    expect(users.balances.get(users.users[0]?.id ?? '')).toBe(100);
  });

  it('keeps the trimmed profile and only the hash of the password', async () => {
    const users = new InMemoryUserRepository();
    const user = await signUp({ users, hasher: plainTextHasher }, form);
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      passwordHash: 'hashed:correct-horse',
    });
    expect(JSON.stringify(users.users)).not.toContain('"correct-horse"');
  });

  it('refuses an e-mail already in use, whatever its case, with "An account with this email already exists"', async () => {
    const users = new InMemoryUserRepository();
    await signUp({ users, hasher: plainTextHasher }, form);
    await expect(
      signUp({ users, hasher: plainTextHasher }, { ...form, email: 'ADA@example.COM' }),
    ).rejects.toMatchObject({
      code: 'ACCOUNTS.EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(users.users).toHaveLength(1);
  });

  it('refuses a password under 8 characters with "Password must be at least 8 characters"', async () => {
    const users = new InMemoryUserRepository();
    await expect(signUp({ users, hasher: plainTextHasher }, { ...form, password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
    expect(users.users).toEqual([]);
  });
});
