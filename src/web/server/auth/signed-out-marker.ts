import type { RequestHandler } from 'express';
import { SIGNED_OUT_COOKIE } from '../../lib/sign-out-marker.ts';

/**
 * Ends the session of a browser whose sign-out request failed: the page then set the `signed_out`
 * marker (it cannot drop the HttpOnly session cookie itself), and this request finishes the sign-out,
 * so the header and every page show the visitor signed out. Runs after the session is restored.
 */
export function honourSignOutMarker(sessionCookie: string): RequestHandler {
  return (req, res, next) => {
    if (!req.cookies?.[SIGNED_OUT_COOKIE]) return next();
    res.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
    if (!req.session) return next();
    req.user = undefined;
    req.session.destroy((error) => {
      if (error) return next(error);
      res.clearCookie(sessionCookie, { path: '/' });
      next();
    });
  };
}
