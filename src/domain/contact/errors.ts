import { AppError } from '../shared/app-error.ts';

export const tooManyContactMessages = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'CONTACT.TOO_MANY_MESSAGES',
    'Too many messages from here. Please try again later.',
    retryAfterMs,
  );
