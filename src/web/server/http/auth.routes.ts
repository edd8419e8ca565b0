import express, { type Request, Router } from 'express';
import type passport from 'passport';
import { toViewer } from '#application/accounts/find-viewer.ts';
import { signInSchema, signUpSchema, type Viewer } from '#application/accounts/schemas.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import { destinationAfterSignIn } from '#domain/accounts/redirect-target.ts';
import { sendError } from './error-response.ts';

function logIn(req: Request, viewer: Viewer): Promise<void> {
  // passport regenerates the session here: a new id at sign-in defeats session fixation.
  return new Promise((resolve, reject) => req.logIn(viewer, (error) => (error ? reject(error) : resolve())));
}

/** Sign-in, sign-up and sign-out: plain JSON endpoints, as browsers and forms post to them. */
export function authRoutes(authenticator: passport.Authenticator, cookieName: string): Router {
  const routes = Router();
  routes.use(express.json({ limit: '16kb' }));

  routes.post('/sign-in', (req, res, next) => {
    const parsed = signInSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, next, parsed.error);
    authenticator.authenticate('local', (error: unknown, user: Viewer | false) => {
      if (error) return sendError(res, next, error);
      if (!user) return res.status(400).json({ error: 'Email is required' });
      logIn(req, user).then(
        () => res.json({ viewer: user, redirectTo: destinationAfterSignIn(user.role, req.body?.redirect) }),
        next,
      );
    })(req, res, next);
  });

  routes.post('/sign-up', async (req, res, next) => {
    try {
      const viewer = toViewer(await signUp(req.services.accounts, signUpSchema.parse(req.body ?? {})));
      await logIn(req, viewer);
      res.status(201).json({ viewer });
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
