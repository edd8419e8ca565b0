import type { Request } from 'express';

/** The signed-in session's cookie (express-session). */
export const SESSION_COOKIE = 'sid';
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** Whether the request may belong to a signed-in reader; without the cookie it is surely anonymous. */
export function hasSessionCookie(req: Request): boolean {
  return SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '');
}
