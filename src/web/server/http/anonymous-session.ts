import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
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
 * Pages hand every new browser a signed anonymous session id. Likes and views of signed-out readers
 * count only when a request brings that cookie back, so a script that keeps no cookies counts nothing,
 * and one that forges ids fails the signature.
 */
export function issueAnonymousSession(options: { secureCookies: boolean }): RequestHandler {
  return (req, res, next) => {
    const isPageRequest = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (isPageRequest && !anonymousSessionOf(req)) {
      const id = newAnonymousSessionId(new Date(), randomBytes(16).toString('base64url'));
      res.cookie(ANONYMOUS_SESSION_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: ONE_YEAR_MS,
        path: '/',
      });
    }
    next();
  };
}
