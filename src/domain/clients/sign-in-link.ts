/** Spec section 9: a magic link is valid for 1 hour. */
export const SIGN_IN_LINK_TTL_MS = 60 * 60 * 1000;
/** Wrong codes typed for one link before it stops working. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
/** The code in the e-mail, for typing on the 'Check Your Email' screen. */
export const SIGN_IN_CODE_LENGTH = 6;

/** Links asked for: per IP address (a script) and per e-mail address (someone's inbox flooded). */
export const SIGN_IN_LINK_RATE_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60 * 1000 },
  perEmail: { max: 5, windowMs: 60 * 60 * 1000 },
} as const;

/** Codes typed per IP address, across links: 6 digits must not be guessable by trying many links. */
export const SIGN_IN_CODE_RATE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

export interface SignInLink {
  id: string;
  clientId: string;
  expiresAt: Date;
  usedAt: Date | null;
  failedAttempts: number;
  /** Where the client goes after signing in (a path on this site). */
  redirect: string | null;
  createdAt: Date;
}

export type SignInLinkState = 'valid' | 'expired' | 'used' | 'locked';

/** A link works once, within its hour, and not after 5 wrong codes. */
export function signInLinkState(link: SignInLink, now: Date): SignInLinkState {
  if (link.usedAt) return 'used';
  if (link.failedAttempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return 'locked';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return 'valid';
}

export function signInLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGN_IN_LINK_TTL_MS);
}

/** Where a client lands after signing in when no other page was asked for. */
export const CLIENT_HOME = '/portal';
