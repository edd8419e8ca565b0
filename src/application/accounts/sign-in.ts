import { invalidCredentials, tooManyAttempts } from '#domain/accounts/errors.ts';
import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  signInThrottleKeys,
} from '#domain/accounts/sign-in-throttle.ts';
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
 * Checks e-mail and password. Every try takes a slot from its IP address's count and its account's
 * before the password is checked; once the address holds SIGN_IN_MAX_FAILURES or the account
 * SIGN_IN_MAX_ACCOUNT_FAILURES failures within SIGN_IN_WINDOW_MS, tries are refused without checking
 * until the window ends. A success gives its slot back and forgets its account's failures, never the
 * address's. A try from a `trustedDevice` of the account (a browser that signed in to it before,
 * as the caller has checked) counts against that device instead of the account, so an account
 * locked by guesses from elsewhere still lets its owner in. A test user is refused exactly as a
 * wrong password is: only the system check signs one in (sign-in-test-user.ts).
 */
export async function signIn(
  deps: SignInDeps,
  input: SignInInput,
  clientIp: string,
  trustedDevice?: string,
): Promise<User> {
  const { email, password } = signInSchema.parse(input);
  const normalizedEmail = normalizeEmail(email);
  const keys = signInThrottleKeys(clientIp, normalizedEmail, trustedDevice);
  const throttle = failureThrottle(
    deps.limiter,
    [
      {
        key: keys.address,
        limit: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_WINDOW_MS },
        forgetOnSuccess: false,
      },
      {
        key: keys.account,
        limit: { max: keys.accountMax, windowMs: SIGN_IN_WINDOW_MS },
        forgetOnSuccess: true,
      },
    ],
    tooManyAttempts,
  );
  await throttle.take();

  const user = await deps.users.findByEmail(normalizedEmail);
  const matches = await deps.hasher.verify(user?.passwordHash ?? deps.decoyHash, password);
  if (!user || isTestUser(user) || !matches) throw invalidCredentials();
  await throttle.succeed();
  return user;
}
