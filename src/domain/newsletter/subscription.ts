export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The default source, and the post page's `blog-post-{slug}`. */
export const BLOG_SOURCE = 'blog';
export const SOLAR_SOURCE = 'solar';
export const postSource = (slug: string) => `blog-post-${slug}`;
export const SOURCE_PATTERN = /^(?:blog|solar|blog-post-[\p{Letter}\p{Number}-]{1,200})$/u;

/** A confirmation link stays valid for a week; an unsubscribe link for as long as the address is listed. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Per IP address and per e-mail address: sign-ups are cheap to send and each one mails someone. */
export const SUBSCRIBE_LIMITS = {
  perIp: { max: 10, windowMs: 60 * 60 * 1000 },
  perEmail: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** Stored lowercased and trimmed, so one person is one subscriber. */
export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type SubscribeDecision = 'create' | 'resend-confirmation' | 'already-subscribed';

/**
 * Double opt-in: a new address (or one that left) waits for its confirmation link; asking again while
 * pending sends a fresh link; a confirmed address is already subscribed.
 */
export function decideSubscribe(existing: SubscriptionStatus | undefined): SubscribeDecision {
  if (existing === undefined) return 'create';
  return existing === 'confirmed' ? 'already-subscribed' : 'resend-confirmation';
}

export function isConfirmationExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() > CONFIRMATION_TTL_MS;
}
