import { invalidSignUpLink } from '#domain/accounts/errors.ts';
import { isSignUpExpired } from '#domain/accounts/sign-up.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { INITIAL_TOKEN_BALANCE, type User } from '#domain/accounts/user.ts';
import type { SignUpDeps } from './request-sign-up.ts';

/**
 * Uses a sign-up's e-mailed link once: the account is created (role `user`, the initial tokens) with
 * the details and password hash given at sign-up. An address that got an account meanwhile (a
 * client's magic link) answers `emailTaken`; a test user holding it gives way.
 */
export async function confirmSignUp(
  deps: Pick<SignUpDeps, 'users' | 'pendingSignUps' | 'linkSecrets' | 'clock'>,
  token: string,
): Promise<User> {
  const pending = token ? await deps.pendingSignUps.findByTokenHash(deps.linkSecrets.hashToken(token)) : null;
  if (!pending || isSignUpExpired(pending.sentAt, deps.clock.now())) throw invalidSignUpLink();
  // Two clicks of one link: only the one that removes it goes on.
  if (!(await deps.pendingSignUps.remove(pending.id))) throw invalidSignUpLink();
  const holder = await deps.users.findByEmail(pending.email);
  if (holder && isTestUser(holder)) await deps.users.deleteTestUser(holder.id);
  return deps.users.create(
    {
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      phone: pending.phone,
      ...(pending.language ? { language: pending.language } : {}),
      role: 'user',
    },
    INITIAL_TOKEN_BALANCE,
  );
}
