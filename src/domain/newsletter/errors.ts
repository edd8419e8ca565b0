import { AppError } from '../shared/app-error.ts';

export const alreadySubscribed = () =>
  new AppError(
    'conflict',
    'NEWSLETTER.ALREADY_SUBSCRIBED',
    'This email is already subscribed to our newsletter.',
  );

export const invalidNewsletterLink = () =>
  new AppError('not_found', 'NEWSLETTER.INVALID_LINK', 'This link is invalid or has expired.');

export const tooManySubscriptions = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'NEWSLETTER.TOO_MANY_ATTEMPTS',
    'Too many sign-ups from here. Please try again later.',
    retryAfterMs,
  );
