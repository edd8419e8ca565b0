import { networkForLimits } from '../shared/network-address.ts';
/** Failed sign-ins allowed per IP address within the window before sign-in is refused. */
export const SIGN_IN_MAX_FAILURES = 5;
/**
 * Failed sign-ins allowed per account (by e-mail, known or not) within the window, from any number of
 * addresses. Above the per-address limit, so one person mistyping meets the address's limit first.
 */
export const SIGN_IN_MAX_ACCOUNT_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins allowed per trusted device (a browser that signed in to the account before) within
 * the window: its tries count against it instead of the account, so guesses from elsewhere that lock
 * the account never lock out its owner (OWASP's device cookies).
 */
export const SIGN_IN_MAX_DEVICE_FAILURES = 10;

/**
 * The two counts a password guess goes against: its address's (never forgotten on a success, or
 * signing in to one's own account would clear the guesses at someone else's) and its account's, or,
 * from a trusted device of the account, that device's.
 */
export function signInThrottleKeys(clientIp: string, normalizedEmail: string, trustedDevice?: string) {
  return {
    address: `sign-in:ip:${networkForLimits(clientIp)}`,
    account: trustedDevice ? `sign-in:device:${trustedDevice}` : `sign-in:account:${normalizedEmail}`,
    accountMax: trustedDevice ? SIGN_IN_MAX_DEVICE_FAILURES : SIGN_IN_MAX_ACCOUNT_FAILURES,
  };
}

/** Whole minutes left, never 0: "try again in 1 minutes" would be wrong, "in 0 minutes" a lie. */
export function minutesUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = minutesUntil(retryAfterMs);
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
