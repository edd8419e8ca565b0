import { testUserNotFound } from '#domain/accounts/errors.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import type { UserRepository } from './ports.ts';
import { type RemoveTestUserInput, removeTestUserSchema } from './schemas.ts';

/**
 * Removes the test user with this e-mail (`DELETE /api/test-user`, the end of the authentication
 * check). A real account's e-mail gets the same answer as an unknown one and is never deleted.
 */
export async function removeTestUser(
  deps: { users: UserRepository },
  input: RemoveTestUserInput,
): Promise<{ removed: true }> {
  const { email } = removeTestUserSchema.parse(input);
  const user = await deps.users.findByEmail(normalizeEmail(email));
  if (!user || !isTestUser(user) || !(await deps.users.deleteTestUser(user.id))) throw testUserNotFound();
  return { removed: true };
}
