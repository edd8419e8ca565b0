import express, { type Request, type Response, Router } from 'express';
import type passport from 'passport';
import { toViewer } from '#application/accounts/find-viewer.ts';
import { signInSchema, signUpSchema, type Viewer } from '#application/accounts/schemas.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import { destinationAfterSignIn, destinationAfterSignUp } from '#domain/accounts/redirect-target.ts';
import { sendError } from './error-response.ts';

/** Starts the signed-in session of `viewer`. */
export function logIn(req: Request, viewer: Viewer): Promise<void> {
  // passport regenerates the session here: a new id at sign-in defeats session fixation.
  return new Promise((resolve, reject) => req.logIn(viewer, (error) => (error ? reject(error) : resolve())));
}

/**
 * Checks `req.body.email` and `req.body.password` with passport's local strategy (the sign-in use
 * case: throttle included); rejects with the use case's error. The body must have passed
 * `signInSchema` first.
 */
export function checkCredentials(
  authenticator: passport.Authenticator,
  req: Request,
  res: Response,
): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    authenticator.authenticate('local', (error: unknown, user: Viewer | false) => {
      if (error) return reject(error);
      // Only when a field is missing, which the schema has already refused.
      if (!user) return reject(signInSchema.safeParse({}).error);
      resolve(user);
    })(req, res, reject);
  });
}

/** Sign-in, sign-up and sign-out: plain JSON endpoints, as browsers and forms post to them. */
export function authRoutes(authenticator: passport.Authenticator, cookieName: string): Router {
  const routes = Router();
  routes.use(express.json({ limit: '16kb' }));

  routes.post('/sign-in', async (req, res, next) => {
    try {
      signInSchema.parse(req.body ?? {});
      const user = await checkCredentials(authenticator, req, res);
      await logIn(req, user);
      res.json({ viewer: user, redirectTo: destinationAfterSignIn(user.role, req.body?.redirect) });
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.post('/sign-up', async (req, res, next) => {
    try {
      const viewer = toViewer(await signUp(req.services.accounts, signUpSchema.parse(req.body ?? {})));
      await logIn(req, viewer);
      res.status(201).json({ viewer, redirectTo: destinationAfterSignUp(req.body?.redirect) });
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.post('/sign-out', (req, res, next) => {
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(cookieName, { path: '/' });
        res.status(204).end();
      });
    });
  });

  return routes;
}
