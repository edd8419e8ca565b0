import { describe, expect, it } from 'vitest';
import { openClientAccount } from '#application/clients/open-client-account.ts';
import { signInWorld } from '../../../fixtures/in-memory-sign-in-links.ts';

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
});
