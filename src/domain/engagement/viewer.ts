/** Who views or likes a post: a signed-in user, else the browser's anonymous session. */
export type EngagementViewer = { kind: 'user'; userId: string } | { kind: 'session'; sessionId: string };

/** The cookie carrying the anonymous session id (the old site kept it in localStorage as blog_session_id). */
export const ANONYMOUS_SESSION_COOKIE = 'blog_session_id';

const SESSION_ID = /^[0-9a-z]{6,12}-[0-9A-Za-z_-]{16,32}$/;

/** A timestamp and a random string, as the original site formed it. */
export function newAnonymousSessionId(now: Date, randomPart: string): string {
  return `${now.getTime().toString(36)}-${randomPart}`;
}

export function isAnonymousSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

/** The id stored on a view record: the user's id or the session id. */
export function viewerKey(viewer: EngagementViewer): string {
  return viewer.kind === 'user' ? viewer.userId : viewer.sessionId;
}

const REFERRER_MAX = 500;

/** Where the reader came from: 'direct' when the browser reports nothing. */
export function normalizeReferrer(referrer: string | undefined | null): string {
  const trimmed = referrer?.trim() ?? '';
  return trimmed ? trimmed.slice(0, REFERRER_MAX) : 'direct';
}

export function normalizeUserAgent(userAgent: string | undefined): string {
  return (userAgent ?? '').slice(0, REFERRER_MAX);
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Per IP address (an IPv6 /64), per minute: generous for people, useless to a script inflating
 * counts. And per post and address, per day: a household or an office counts as a few readers of a
 * post, not as many as the cookies a script can make (40 cookies once gave one address 30 likes).
 */
export const ENGAGEMENT_LIMITS = {
  view: { max: 60, windowMs: 60_000 },
  like: { max: 30, windowMs: 60_000 },
  viewsOfPostPerNetwork: { max: 10, windowMs: ONE_DAY_MS },
  likesOfPostPerNetwork: { max: 10, windowMs: ONE_DAY_MS },
} as const;
