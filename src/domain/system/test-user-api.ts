import { AppError } from '../shared/app-error.ts';

/** `/api/test-user` without `Authorization: Bearer <key>`. */
export const missingTestUserKey = () =>
  new AppError(
    'unauthorized',
    'SYSTEM.MISSING_TEST_USER_KEY',
    'Missing API key: send it as Authorization: Bearer <key>',
  );

/** An unknown or revoked key, or one made for another purpose (a blog key). */
export const invalidTestUserKey = () =>
  new AppError('unauthorized', 'SYSTEM.INVALID_TEST_USER_KEY', 'Invalid API key');

export const tooManyTestUserCalls = (retryAfterMs: number) =>
  new AppError('rate_limited', 'SYSTEM.TEST_USER_API_RATE_LIMITED', 'Too many requests', retryAfterMs);
