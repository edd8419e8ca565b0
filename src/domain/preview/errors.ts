import { tooManyAttemptsMessage } from '../accounts/sign-in-throttle.ts';
import { AppError } from '../shared/app-error.ts';

/** Spec (Tag my Thing dev preview): the one answer to a wrong password. */
export const incorrectPreviewPassword = () =>
  new AppError('unauthorized', 'PREVIEW.INCORRECT_PASSWORD', 'Incorrect password');

/** No password is configured on this server, so there is nothing to unlock. */
export const previewUnavailable = () =>
  new AppError('not_found', 'PREVIEW.UNAVAILABLE', 'The developer preview is not available right now.');

export const tooManyPreviewAttempts = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'PREVIEW.TOO_MANY_ATTEMPTS',
    tooManyAttemptsMessage(retryAfterMs),
    retryAfterMs,
  );
