import type { Clock } from '../shared/ports.ts';
import type { UserRepository } from './ports.ts';

/** The background sweep: test users whose ten minutes have passed are deleted with their rows. */
export function removeExpiredTestUsers(deps: { users: UserRepository; clock: Clock }): Promise<number> {
  return deps.users.deleteExpiredTestUsers(deps.clock.now());
}
