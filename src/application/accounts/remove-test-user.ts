import { testUserNotFound } from '#domain/accounts/errors.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { normalizeEmail, type User } from '#domain/accounts/user.ts';
import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { UserRepository } from './ports.ts';
import { type RemoveTestUserInput, removeTestUserSchema } from './schemas.ts';

/**
 * Removes the test user with this e-mail (the end of the authentication check). A real account's
 * e-mail gets the same answer as an unknown one and is never deleted.
 */
export async function removeTestUser(
  deps: { users: UserRepository },
  input: RemoveTestUserInput,
): Promise<{ removed: true }> {
  await removedTestUser(deps.users, input);
  return { removed: true };
}

/**
 * `DELETE /api/test-user`: the test user is removed as `removeTestUser` removes it, and the removal is
 * an entry of the audit log in the key's name, written in the same transaction. A refused call
 * (no such test user) writes none.
 */
export function removeTestUserFromApi(
  deps: { users: UserRepository; audit: AuditLog },
  input: RemoveTestUserInput,
  actor: AuditActor,
): Promise<{ removed: true }> {
  return deps.audit.record(actor, async () => {
    const user = await removedTestUser(deps.users, input);
    return {
      result: { removed: true as const },
      entry: {
        action: 'test_user.removed',
        subject: { type: 'user', id: user.id, label: user.email },
        before: { email: user.email, expiresAt: user.testUserExpiresAt?.toISOString() ?? null },
        after: null,
      },
    };
  });
}

async function removedTestUser(users: UserRepository, input: RemoveTestUserInput): Promise<User> {
  const { email } = removeTestUserSchema.parse(input);
  const user = await users.findByEmail(normalizeEmail(email));
  if (!user || !isTestUser(user) || !(await users.deleteTestUser(user.id))) throw testUserNotFound();
  return user;
}
