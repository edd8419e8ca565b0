import { describe, expect, it } from 'vitest';
import { seedOwnerAccount } from '#application/accounts/seed-owner-account.ts';
import { InMemoryUserRepository, plainTextHasher } from '#fixtures/fakes/in-memory-users.ts';

function deps(users = new InMemoryUserRepository()) {
  return { users, hasher: plainTextHasher, generatePassword: () => 'generated-secret' };
}

describe('seedOwnerAccount', () => {
  it('creates the owner as an admin with the configured e-mail and password', async () => {
    const users = new InMemoryUserRepository();
    const result = await seedOwnerAccount(deps(users), {
      email: ' Owner@Example.com',
      password: 'configured-password',
      mayGeneratePassword: false,
    });
    expect(result).toEqual({ outcome: 'created', email: 'owner@example.com' });
    expect(users.users).toMatchObject([
      { email: 'owner@example.com', role: 'admin', passwordHash: 'hashed:configured-password' },
    ]);
  });

  it('names the owner from OWNER_NAME, or with the placeholder the site never greets with', async () => {
    const named = new InMemoryUserRepository();
    await seedOwnerAccount(deps(named), {
      email: 'owner@example.com',
      name: 'Ada Lovelace',
      password: 'configured-password',
      mayGeneratePassword: false,
    });
    expect(named.users).toMatchObject([{ firstName: 'Ada', lastName: 'Lovelace' }]);
    const unnamed = new InMemoryUserRepository();
    await seedOwnerAccount(deps(unnamed), {
      email: 'owner@example.com',
      password: 'configured-password',
      mayGeneratePassword: false,
    });
    expect(unnamed.users).toMatchObject([{ firstName: 'Site', lastName: 'Owner' }]);
  });

  it('generates a password and returns it once when none is configured in development', async () => {
    const users = new InMemoryUserRepository();
    const result = await seedOwnerAccount(deps(users), {
      email: 'owner@example.com',
      mayGeneratePassword: true,
    });
    expect(result).toEqual({
      outcome: 'created',
      email: 'owner@example.com',
      generatedPassword: 'generated-secret',
    });
    expect(users.users[0]?.passwordHash).toBe('hashed:generated-secret');
  });

  it('waits for a configured password where generating one is not allowed (production)', async () => {
    const users = new InMemoryUserRepository();
    const result = await seedOwnerAccount(deps(users), {
      email: 'owner@example.com',
      mayGeneratePassword: false,
    });
    expect(result).toEqual({ outcome: 'skipped', reason: 'OWNER_PASSWORD is not set' });
    expect(users.users).toEqual([]);
  });

  it('does nothing once any account exists', async () => {
    const users = new InMemoryUserRepository();
    await users.create(
      {
        email: 'someone@example.com',
        passwordHash: 'x',
        firstName: 'Some',
        lastName: 'One',
        phone: null,
        role: 'user',
      },
      100,
    );
    const result = await seedOwnerAccount(deps(users), {
      email: 'owner@example.com',
      mayGeneratePassword: true,
    });
    expect(result).toEqual({ outcome: 'exists' });
    expect(users.users).toHaveLength(1);
  });
});
