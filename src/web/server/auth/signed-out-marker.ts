import type { RequestHandler } from 'express';
import { SIGNED_OUT_COOKIE } from '../../lib/sign-out-marker.ts';

/**
 * Ends the session of a browser whose sign-out request failed: the page then set the `signed_out`
 * marker (it cannot drop the HttpOnly session cookie itself), and this request finishes the sign-out,
 * so the header and every page show the visitor signed out. Runs after the session is restored. The
 * session cookie is dropped even when the stored session cannot be destroyed (the database may be
 * why the sign-out failed): nobody holds its id any more, and it expires on its own.
 */
export function honourSignOutMarker(sessionCookie: string): RequestHandler {
  return (req, res, next) => {
    if (!req.cookies?.[SIGNED_OUT_COOKIE]) return next();
    req.user = undefined;
    res.clearCookie(sessionCookie, { path: '/' });
    const done = () => {
      res.clearCookie(SIGNED_OUT_COOKIE, { path: '/' });
      next();
    };
    if (!req.session) return done();
    req.session.destroy((error: unknown) => {
      if (error)
        req.log.warn({ err: error }, 'session not destroyed after a failed sign-out; its cookie is dropped');
      done();
    });
  };
}
