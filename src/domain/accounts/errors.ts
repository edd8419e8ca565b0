import { AppError } from '../shared/app-error.ts';
import { tooManyAttemptsMessage } from './sign-in-throttle.ts';

/** The same answer for an unknown e-mail and a wrong password, so neither reveals which accounts exist. */
export const invalidCredentials = () =>
  new AppError(
    'unauthorized',
    'ACCOUNTS.INVALID_CREDENTIALS',
    'Invalid email or password. Please check your credentials.',
  );

export const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'ACCOUNTS.TOO_MANY_ATTEMPTS',
    tooManyAttemptsMessage(retryAfterMs),
    retryAfterMs,
  );

/** Too many sign-ups from one IP address or for one e-mail address. */
export const tooManySignUps = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'ACCOUNTS.TOO_MANY_SIGN_UPS',
    tooManyAttemptsMessage(retryAfterMs),
    retryAfterMs,
  );

/** A sign-up's e-mailed link that is unknown, already used or expired. */
export const invalidSignUpLink = () =>
  new AppError('not_found', 'ACCOUNTS.INVALID_SIGN_UP_LINK', 'This link is invalid or has expired.');

export const emailTaken = () =>
  new AppError('conflict', 'ACCOUNTS.EMAIL_TAKEN', 'An account with this email already exists');

export const accountNotFound = () => new AppError('not_found', 'ACCOUNTS.NOT_FOUND', 'Account not found');

/** A signed-in-only procedure or route called without a session. */
export const signInRequired = () =>
  new AppError('unauthorized', 'ACCOUNTS.SIGN_IN_REQUIRED', 'Please sign in to continue');

/** A staff or admin area reached by someone without that role. */
export const accessDenied = () => new AppError('forbidden', 'ACCOUNTS.ACCESS_DENIED', 'Access denied');

/** Changing a password: the current one typed is not the account's. */
export const wrongCurrentPassword = () =>
  new AppError('unauthorized', 'ACCOUNTS.WRONG_CURRENT_PASSWORD', 'Current password is incorrect');

/** The client area reached by staff. */
export const clientsOnly = () =>
  new AppError('forbidden', 'ACCOUNTS.CLIENTS_ONLY', 'This area is for clients');

/** `/api/test-user`: the e-mail already has a test user (the system check counts 'already exists' as made). */
export const testUserExists = () =>
  new AppError('conflict', 'ACCOUNTS.TEST_USER_EXISTS', 'A user with this email already exists');

/** `/api/test-user`: the e-mail is a real person's account, which a test user never replaces. */
export const emailOfRealAccount = () =>
  new AppError(
    'conflict',
    'ACCOUNTS.EMAIL_OF_REAL_ACCOUNT',
    'This email belongs to a real account and cannot be used for a test user',
  );

/** `DELETE /api/test-user`: no test user has that e-mail (a real account's is never removed). */
export const testUserNotFound = () =>
  new AppError('not_found', 'ACCOUNTS.TEST_USER_NOT_FOUND', 'No test user with this email');
