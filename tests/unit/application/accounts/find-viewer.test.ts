import { describe, expect, it } from 'vitest';
import { findViewer } from '#application/accounts/find-viewer.ts';
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
      role: 'editor',
    },
    100,
  );
  return { users, user };
}

describe('findViewer', () => {
  it('gives what every page may show of the account: id, e-mail, first name and role', async () => {
    const { users, user } = await setUp();
    expect(await findViewer({ users }, user.id)).toEqual({
      id: user.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      role: 'editor',
    });
  });

  it('never carries the password hash, the last name or the phone', async () => {
    const { users, user } = await setUp();
    expect(Object.keys((await findViewer({ users }, user.id)) ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'role',
    ]);
  });

  it('answers null once the account no longer exists, so the session ends', async () => {
    const { users, user } = await setUp();
    users.remove(user.id);
    expect(await findViewer({ users }, user.id)).toBeNull();
    expect(await findViewer({ users }, 'never-existed')).toBeNull();
  });
});
