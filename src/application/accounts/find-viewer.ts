import { isTestUser } from '#domain/accounts/test-user.ts';
import type { User } from '#domain/accounts/user.ts';
import type { UserRepository } from './ports.ts';
import type { Viewer } from './schemas.ts';

/** What a session remembers of a user and every page may show. */
export function toViewer(user: User): Viewer {
  return { id: user.id, email: user.email, firstName: user.firstName, role: user.role };
}

/**
 * The viewer a session points at; null when the account no longer exists or is a test user (which
 * never holds a session), and the session then ends.
 */
export async function findViewer(deps: { users: UserRepository }, userId: string): Promise<Viewer | null> {
  const user = await deps.users.findById(userId);
  return user && !isTestUser(user) ? toViewer(user) : null;
}
