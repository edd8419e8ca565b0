import { AppError } from '../shared/app-error.ts';

/**
 * Browser error reports are written to the log at error level by anyone: a few per address and a
 * bounded number in all per window, each cut to what helps find the error.
 */
export const CLIENT_ERROR_LIMITS = {
  perAddress: { max: 10, windowMs: 10 * 60 * 1000 },
  everyAddress: { max: 200, windowMs: 10 * 60 * 1000 },
  loggedMessageChars: 300,
  loggedStackLines: 8,
  loggedStackChars: 800,
} as const;

export const tooManyClientErrors = (retryAfterMs: number) =>
  new AppError('rate_limited', 'SYSTEM.TOO_MANY_CLIENT_ERRORS', 'Too many error reports', retryAfterMs);

/** The first lines of a stack, no longer than the limit. */
export function shortStack(stack: string | undefined): string | undefined {
  if (stack === undefined) return undefined;
  return stack
    .split('\n')
    .slice(0, CLIENT_ERROR_LIMITS.loggedStackLines)
    .join('\n')
    .slice(0, CLIENT_ERROR_LIMITS.loggedStackChars);
}
