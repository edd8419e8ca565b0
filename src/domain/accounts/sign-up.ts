/**
 * Sign-ups per IP address and per e-mail address: each costs a password hash and an e-mail, so a
 * script cannot load the server or flood someone's mailbox with them.
 */
export const SIGN_UP_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60 * 1000 },
  perEmail: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** How long the link that finishes a sign-up stays valid. */
export const SIGN_UP_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export function isSignUpExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() > SIGN_UP_CONFIRMATION_TTL_MS;
}

/** A sign-up whose link was sent before this moment has expired (see `isSignUpExpired`). */
export function signUpExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - SIGN_UP_CONFIRMATION_TTL_MS);
}

/** The page the e-mailed link opens; its button (a post to the same path) finishes the sign-up. */
export const FINISH_SIGN_UP_PATH = '/register/confirm';
