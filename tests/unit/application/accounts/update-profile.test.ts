import { describe, expect, it } from 'vitest';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import { InMemoryUserRepository } from '#fixtures/fakes/in-memory-users.ts';

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
  const clients = new InMemoryClients();
  return { users, user, clients, deps: { users, tokens: users, clients } };
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
      language: 'en',
      role: 'user',
      tokenBalance: 100,
      hasPassword: true,
    });
    expect(users.users[0]).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
  });

  // Issue 30: a person's e-mails are in the language they choose; a client's portal e-mails too.
  it('saves the language of their e-mails, on the account and on its client record', async () => {
    const { user, users, clients, deps } = await setUp();
    const other = clients.add({ name: 'Other', email: 'other@example.com', userId: 'someone-else' });
    const mine = clients.add({ name: 'Ada', email: 'ada@example.com', userId: user.id });
    expect(await updateProfile(deps, user.id, { ...changes, language: 'de' })).toMatchObject({
      language: 'de',
    });
    expect(users.users[0]?.language).toBe('de');
    expect(mine.language).toBe('de');
    expect(other.language).toBe('en');
  });

  it('refuses a language the site does not speak with "Choose a language"', async () => {
    const { user, deps } = await setUp();
    await expect(
      updateProfile(deps, user.id, { ...changes, language: 'xx' } as unknown as typeof changes),
    ).rejects.toThrow('Choose a language');
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
