import { invalidCredentials, tooManyAttempts } from '#domain/accounts/errors.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '#domain/accounts/sign-in-throttle.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { normalizeEmail, type User } from '#domain/accounts/user.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { failureThrottle } from '../shared/rate-limit.ts';
import type { PasswordHasher, UserRepository } from './ports.ts';
import { type SignInInput, signInSchema } from './schemas.ts';

export interface SignInDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  /** A valid hash of a random password, checked for unknown e-mails so both answers take as long. */
  decoyHash: string;
}

/**
 * Checks e-mail and password. After SIGN_IN_MAX_FAILURES failures from one IP address within
 * SIGN_IN_WINDOW_MS, refuses without checking until the window ends. A test user is refused exactly
 * as a wrong password is: only the system check signs one in (sign-in-test-user.ts).
 */
export async function signIn(deps: SignInDeps, input: SignInInput, clientIp: string): Promise<User> {
  const { email, password } = signInSchema.parse(input);
  const throttle = failureThrottle(
    deps.limiter,
    `sign-in:${clientIp}`,
    { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS },
    tooManyAttempts,
  );
  await throttle.check();

  const user = await deps.users.findByEmail(normalizeEmail(email));
  const matches = await deps.hasher.verify(user?.passwordHash ?? deps.decoyHash, password);
  if (!user || isTestUser(user) || !matches) return throttle.fail(invalidCredentials());
  await throttle.succeed();
  return user;
}
