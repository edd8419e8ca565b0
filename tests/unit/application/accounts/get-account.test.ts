import { describe, expect, it } from 'vitest';
import { getAccount } from '#application/accounts/get-account.ts';
import { INITIAL_TOKEN_BALANCE } from '#domain/accounts/user.ts';
import { InMemoryUserRepository } from '#fixtures/fakes/in-memory-users.ts';

async function setUp() {
  const users = new InMemoryUserRepository();
  const user = await users.create(
    {
      email: 'ada@example.com',
      passwordHash: 'hashed:secret',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '0123',
      role: 'user',
    },
    INITIAL_TOKEN_BALANCE,
  );
  return { users, user, deps: { users, tokens: users } };
}

describe('getAccount', () => {
  it('shows the account with its token balance, never the password hash', async () => {
    const { user, users, deps } = await setUp();
    users.balances.set(user.id, 42);
    const account = await getAccount(deps, user.id);
    expect(account).toEqual({
      id: user.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '0123',
      language: 'en',
      role: 'user',
      tokenBalance: 42,
      hasPassword: true,
    });
    expect(account).not.toHaveProperty('passwordHash');
  });

  it('starts a missing balance at the initial 100 tokens', async () => {
    const { user, users, deps } = await setUp();
    users.balances.delete(user.id);
    expect((await getAccount(deps, user.id)).tokenBalance).toBe(INITIAL_TOKEN_BALANCE);
    expect(users.balances.get(user.id)).toBe(INITIAL_TOKEN_BALANCE);
  });

  it('answers a missing account with "Account not found"', async () => {
    const { deps } = await setUp();
    await expect(getAccount(deps, 'gone')).rejects.toMatchObject({
      kind: 'not_found',
      code: 'ACCOUNTS.NOT_FOUND',
      message: 'Account not found',
    });
  });
});
