import { invalidCredentials } from '#domain/accounts/errors.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { normalizeEmail, type User } from '#domain/accounts/user.ts';
import type { PasswordHasher, UserRepository } from './ports.ts';

/**
 * The authentication check's sign-in: checks the password of a test user, and of nothing else (a real
 * account, an expired test user and a wrong password get the one wrong-password answer). It opens no
 * session: nothing a person uses accepts a test user.
 */
export async function signInTestUser(
  deps: { users: UserRepository; hasher: PasswordHasher },
  credentials: { email: string; password: string },
  now: Date,
): Promise<User> {
  const user = await deps.users.findByEmail(normalizeEmail(credentials.email));
  if (!user?.passwordHash || !isTestUser(user)) throw invalidCredentials();
  if ((user.testUserExpiresAt?.getTime() ?? 0) <= now.getTime()) throw invalidCredentials();
  if (!(await deps.hasher.verify(user.passwordHash, credentials.password))) throw invalidCredentials();
  return user;
}
