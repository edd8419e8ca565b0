import { accountNotFound, tooManyAttempts, wrongCurrentPassword } from '#domain/accounts/errors.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '#domain/accounts/sign-in-throttle.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { failureThrottle } from '../shared/rate-limit.ts';
import { refuseCommonPassword } from './password-rule.ts';
import type { CommonPasswords, PasswordHasher, SessionRepository, UserRepository } from './ports.ts';
import { type SetPasswordInput, setPasswordSchema } from './schemas.ts';

export interface SetPasswordDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  sessions: SessionRepository;
  commonPasswords: CommonPasswords;
}

/**
 * Sets the signed-in account's password. An account that has one must give it first (wrong guesses
 * are throttled as at sign-in); one without (a client's, made by a magic link that proved the
 * address) simply chooses one. Every other session of the account then ends (whoever may have
 * known the old password, or held a cookie), but `currentSessionId`'s, which stays signed in.
 */
export async function setPassword(
  deps: SetPasswordDeps,
  userId: string,
  input: SetPasswordInput,
  currentSessionId?: string,
): Promise<{ hasPassword: true }> {
  const { currentPassword, newPassword } = setPasswordSchema.parse(input);
  await refuseCommonPassword(deps.commonPasswords, newPassword, 'newPassword');
  const user = await deps.users.findById(userId);
  if (!user) throw accountNotFound();
  if (user.passwordHash !== null) {
    const throttle = failureThrottle(
      deps.limiter,
      [
        {
          key: `set-password:${userId}`,
          limit: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS },
          forgetOnSuccess: true,
        },
      ],
      tooManyAttempts,
    );
    await throttle.take();
    const matches = await deps.hasher.verify(user.passwordHash, currentPassword ?? '');
    if (!matches) throw wrongCurrentPassword();
    await throttle.succeed();
  }
  await deps.users.setPasswordHash(userId, await deps.hasher.hash(newPassword));
  await deps.sessions.endAllFor(userId, currentSessionId);
  return { hasPassword: true };
}
