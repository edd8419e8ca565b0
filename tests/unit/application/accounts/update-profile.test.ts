import { describe, expect, it } from 'vitest';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { InMemoryUserRepository } from '../../../fixtures/in-memory-users.ts';

async function setUp() {
  const users = new InMemoryUserRepository();
  const user = await users.create(
    {
      email: 'ada@example.com',
      passwordHash: 'hashed:secret',
      firstName: 'Ada',
      lastName: 'Byron',
      phone: null,
      role: 'user',
    },
    100,
  );
  return { users, user, deps: { users, tokens: users } };
}

const changes = { firstName: ' Augusta ', lastName: 'Lovelace', phone: '+44 (20) 7946-0000' };

describe('updateProfile', () => {
  it('saves first name, last name and phone, trimmed, and answers with the account', async () => {
    const { user, users, deps } = await setUp();
    expect(await updateProfile(deps, user.id, changes)).toEqual({
      id: user.id,
      email: 'ada@example.com',
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: '+44 (20) 7946-0000',
      role: 'user',
      tokenBalance: 100,
      hasPassword: true,
    });
    expect(users.users[0]).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
  });

  it('never changes the e-mail address, whatever the form sends', async () => {
    const { user, users, deps } = await setUp();
    await updateProfile(deps, user.id, { ...changes, email: 'evil@example.com' } as typeof changes);
    expect(users.users[0]?.email).toBe('ada@example.com');
  });

  it('refuses a bad phone number with "Invalid phone number", changing nothing', async () => {
    const { user, users, deps } = await setUp();
    await expect(updateProfile(deps, user.id, { ...changes, phone: '0207 ext. 12' })).rejects.toThrow(
      'Invalid phone number',
    );
    expect(users.users[0]).toMatchObject({ firstName: 'Ada', lastName: 'Byron', phone: null });
  });

  it('answers a missing account with "Account not found"', async () => {
    const { deps } = await setUp();
    await expect(updateProfile(deps, 'gone', changes)).rejects.toMatchObject({ code: 'ACCOUNTS.NOT_FOUND' });
  });
});
