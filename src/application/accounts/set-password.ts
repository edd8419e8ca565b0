import { accountNotFound, tooManyAttempts, wrongCurrentPassword } from '#domain/accounts/errors.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '#domain/accounts/sign-in-throttle.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { failureThrottle } from '../shared/rate-limit.ts';
import { refuseCommonPassword } from './password-rule.ts';
import type { CommonPasswords, PasswordHasher, UserRepository } from './ports.ts';
import { type SetPasswordInput, setPasswordSchema } from './schemas.ts';

export interface SetPasswordDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  commonPasswords: CommonPasswords;
}

/**
 * Sets the signed-in account's password. An account that has one must give it first (wrong guesses
 * are throttled as at sign-in); one without (a client's, made by a magic link that proved the
 * address) simply chooses one.
 */
export async function setPassword(
  deps: SetPasswordDeps,
  userId: string,
  input: SetPasswordInput,
): Promise<{ hasPassword: true }> {
  const { currentPassword, newPassword } = setPasswordSchema.parse(input);
  await refuseCommonPassword(deps.commonPasswords, newPassword, 'newPassword');
  const user = await deps.users.findById(userId);
  if (!user) throw accountNotFound();
  if (user.passwordHash !== null) {
    const throttle = failureThrottle(
      deps.limiter,
      `set-password:${userId}`,
      { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS },
      tooManyAttempts,
    );
    await throttle.check();
    const matches = await deps.hasher.verify(user.passwordHash, currentPassword ?? '');
    if (!matches) return throttle.fail(wrongCurrentPassword());
    await throttle.succeed();
  }
  await deps.users.setPasswordHash(userId, await deps.hasher.hash(newPassword));
  return { hasPassword: true };
}
