import { emailOfRealAccount, testUserExists } from '#domain/accounts/errors.ts';
import { isTestUser, testUserExpiry } from '#domain/accounts/test-user.ts';
import { INITIAL_TOKEN_BALANCE, normalizeEmail } from '#domain/accounts/user.ts';
import type { Clock } from '../shared/ports.ts';
import type { PasswordHasher, UserRepository } from './ports.ts';
import { type CreateTestUserInput, createTestUserSchema, type TestUserDto } from './schemas.ts';

export interface TestUserDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  clock: Clock;
}

/**
 * Makes a test user (`POST /api/test-user`, the authentication check): a `user` account that expires
 * TEST_USER_LIFETIME_MS after now and cannot sign in anywhere a person does. An e-mail already in
 * use is refused: a real account's with its own message, a test user's with 'already exists'.
 */
export async function createTestUser(deps: TestUserDeps, input: CreateTestUserInput): Promise<TestUserDto> {
  const parsed = createTestUserSchema.parse(input);
  const email = normalizeEmail(parsed.email);
  const existing = await deps.users.findByEmail(email);
  if (existing) throw isTestUser(existing) ? testUserExists() : emailOfRealAccount();
  const expiresAt = testUserExpiry(deps.clock.now());
  const user = await deps.users
    .create(
      {
        email,
        passwordHash: await deps.hasher.hash(parsed.password),
        firstName: parsed.firstName || 'Test',
        lastName: parsed.lastName || 'User',
        phone: null,
        role: 'user',
        testUserExpiresAt: expiresAt,
      },
      INITIAL_TOKEN_BALANCE,
    )
    .catch(async (error: unknown) => {
      // Made at the same moment by another call: answer as if it had been there first.
      const raced = await deps.users.findByEmail(email);
      if (!raced) throw error;
      throw isTestUser(raced) ? testUserExists() : emailOfRealAccount();
    });
  return { id: user.id, email: user.email, expiresAt: expiresAt.toISOString() };
}
