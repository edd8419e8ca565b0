import { AppError } from '../shared/app-error.ts';

export const tooManyEngagements = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'ENGAGEMENT.RATE_LIMITED',
    'Too many requests. Please wait a moment and try again.',
    retryAfterMs,
  );

/** Anonymous likes and views need the session cookie the pages set; scripts without cookies get this. */
export const anonymousSessionRequired = () =>
  new AppError('forbidden', 'ENGAGEMENT.SESSION_REQUIRED', 'Please enable cookies to like posts.');
