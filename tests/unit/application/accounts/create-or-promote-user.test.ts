import { describe, expect, it } from 'vitest';
import { createOrPromoteUser } from '#application/accounts/create-or-promote-user.ts';
import { INITIAL_TOKEN_BALANCE } from '#domain/accounts/user.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import {
  fakeCommonPasswords,
  InMemoryUserRepository,
  plainTextHasher,
} from '#fixtures/fakes/in-memory-users.ts';

function setUp() {
  const users = new InMemoryUserRepository();
  return {
    users,
    deps: {
      users,
      hasher: plainTextHasher,
      commonPasswords: fakeCommonPasswords,
      generatePassword: () => 'generated-secret',
      audit: new InMemoryAuditLog(),
    },
  };
}

describe('createOrPromoteUser', () => {
  it('gives an existing account the role, found by its e-mail whatever the case', async () => {
    const { users, deps } = setUp();
    await users.create(
      {
        email: 'ed@example.com',
        passwordHash: 'x',
        firstName: 'Ed',
        lastName: 'Itor',
        phone: null,
        role: 'user',
      },
      INITIAL_TOKEN_BALANCE,
    );
    const result = await createOrPromoteUser(
      deps,
      { email: ' ED@example.com ', role: 'editor' },
      STAFF_ACTOR,
    );
    expect(result).toEqual({ outcome: 'promoted', email: 'ed@example.com', role: 'editor' });
    expect(users.users).toMatchObject([{ email: 'ed@example.com', role: 'editor', passwordHash: 'x' }]);
  });

  it('creates a missing admin as "Site Owner" with the given password, not echoing it back', async () => {
    const { users, deps } = setUp();
    const result = await createOrPromoteUser(
      deps,
      {
        email: 'Owner@Example.com',
        role: 'admin',
        password: 'chosen-password',
      },
      STAFF_ACTOR,
    );
    expect(result).toEqual({ outcome: 'created', email: 'owner@example.com', role: 'admin' });
    expect(users.users).toMatchObject([
      { firstName: 'Site', lastName: 'Owner', role: 'admin', passwordHash: 'hashed:chosen-password' },
    ]);
    expect(users.balances.get(users.users[0]?.id ?? '')).toBe(INITIAL_TOKEN_BALANCE);
  });

  it('creates a missing editor as "New User" with a generated password, shown once', async () => {
    const { users, deps } = setUp();
    const result = await createOrPromoteUser(deps, { email: 'new@example.com', role: 'editor' }, STAFF_ACTOR);
    expect(result).toEqual({
      outcome: 'created',
      email: 'new@example.com',
      role: 'editor',
      generatedPassword: 'generated-secret',
    });
    expect(users.users).toMatchObject([
      { firstName: 'New', lastName: 'User', role: 'editor', passwordHash: 'hashed:generated-secret' },
    ]);
  });

  it.each([
    ['ninechars', 'Password must be at least 10 characters'],
    ['12345678', 'Password must be at least 10 characters'],
    ['password123', 'This password appears in lists of leaked passwords. Please choose another one.'],
  ])('refuses the password %j with "%s", creating nothing', async (password, message) => {
    const { users, deps } = setUp();
    await expect(
      createOrPromoteUser(deps, { email: 'new@example.com', role: 'admin', password }, STAFF_ACTOR),
    ).rejects.toThrow(message);
    expect(users.users).toEqual([]);
  });
});
