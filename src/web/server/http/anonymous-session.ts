import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  ANONYMOUS_SESSION_COOKIE,
  isAnonymousSessionId,
  newAnonymousSessionId,
} from '#domain/engagement/viewer.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The anonymous session id the browser sent back, if its signature holds (needs cookie-parser). */
export function anonymousSessionOf(req: Request): string | null {
  const value: unknown = req.signedCookies?.[ANONYMOUS_SESSION_COOKIE];
  return typeof value === 'string' && isAnonymousSessionId(value) ? value : null;
}

/**
 * Gives the browser a signed anonymous session id (and returns it). It is started by the first like or
 * view of a signed-out reader, never by a page (pages are shared from the cache and set no cookie).
 * Likes and views count only when a request brings the cookie back, so a script that keeps no cookies
 * counts nothing, and one that forges ids fails the signature.
 */
export function startAnonymousSession(res: Response, options: { secureCookies: boolean }): string {
  const id = newAnonymousSessionId(new Date(), randomBytes(16).toString('base64url'));
  res.cookie(ANONYMOUS_SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: ONE_YEAR_MS,
    path: '/',
  });
  return id;
}
