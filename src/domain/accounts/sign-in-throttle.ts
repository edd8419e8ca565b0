/** Failed sign-ins allowed per IP address within the window before sign-in is refused. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Whole minutes left, never 0: "try again in 1 minutes" would be wrong, "in 0 minutes" a lie. */
export function minutesUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = minutesUntil(retryAfterMs);
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
