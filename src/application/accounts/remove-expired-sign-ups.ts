import { SIGN_UP_CONFIRMATION_TTL_MS } from '#domain/accounts/sign-up.ts';
import type { Clock } from '../shared/ports.ts';
import type { PendingSignUpRepository } from './ports.ts';

/** Forgets sign-ups whose link has expired (their details and password hash with them); how many. */
export function removeExpiredSignUps(deps: { pendingSignUps: PendingSignUpRepository; clock: Clock }) {
  return deps.pendingSignUps.removeSentBefore(
    new Date(deps.clock.now().getTime() - SIGN_UP_CONFIRMATION_TTL_MS),
  );
}
