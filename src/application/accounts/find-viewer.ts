import type { UserRepository } from './ports.ts';
import type { Viewer } from './schemas.ts';

/** The viewer a session points at; null when the account no longer exists (the session then ends). */
export async function findViewer(deps: { users: UserRepository }, userId: string): Promise<Viewer | null> {
  const user = await deps.users.findById(userId);
  return user ? { id: user.id, email: user.email, firstName: user.firstName, role: user.role } : null;
}
