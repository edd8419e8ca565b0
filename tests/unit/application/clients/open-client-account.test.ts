import { describe, expect, it } from 'vitest';
import { openClientAccount } from '#application/client-sign-in/open-client-account.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';

// Found by the XSS corpus (issue 28): an inquiry's name may have 200 characters, a profile's first and
// last names 100 each; the client's first sign-in made the account with the longer one, and PostgreSQL
// refused it (500): that client could never sign in.
describe('openClientAccount', () => {
  it("fits a long inquiry name into the profile's first and last names", async () => {
    const world = signInWorld();
    const long = world.clients.add({
      name: `${'A'.repeat(150)} ${'Lovelace '.repeat(5)}${'𐐨'.repeat(140)}`,
      email: 'long@example.com',
      phone: null,
    });
    const user = await openClientAccount(world.deps, long.id);
    expect([...user.firstName].length).toBeLessThanOrEqual(100);
    expect([...user.lastName].length).toBeLessThanOrEqual(100);
    expect(user.firstName.startsWith('AAAA')).toBe(true);
    expect(user.lastName.startsWith('Lovelace Lovelace')).toBe(true);
    expect(user.lastName).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('splits a short name as before: the first word, then the rest', async () => {
    const world = signInWorld();
    const user = await openClientAccount(world.deps, world.ada.id);
    expect({ firstName: user.firstName, lastName: user.lastName }).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
  });

  // Issue 44, item 12: a test user made through /api/test-user for a client's address answered the
  // client's magic link with "Client account not found" until it expired, ten minutes later.
  it("gives way to the client: a test user holding the client's address is removed, the client's account made", async () => {
    const world = signInWorld();
    await world.users.create(
      {
        email: 'ada@example.com',
        passwordHash: 'hashed:test-password',
        firstName: 'Test',
        lastName: 'User',
        phone: null,
        role: 'user',
        testUserExpiresAt: new Date('2026-03-01T10:10:00.000Z'),
      },
      100,
    );
    const user = await openClientAccount(world.deps, world.ada.id);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      passwordHash: null,
      testUserExpiresAt: null,
    });
    expect(world.users.users.filter((row) => row.email === 'ada@example.com')).toHaveLength(1);
    expect((await world.clients.findById(world.ada.id))?.userId).toBe(user.id);
  });
});
