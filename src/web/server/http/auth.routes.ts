import { type Request, type Response, Router } from 'express';
import type passport from 'passport';
import { requestSignUp } from '#application/accounts/request-sign-up.ts';
import { type SignUpInput, signInSchema, type Viewer } from '#application/accounts/schemas.ts';
import { destinationAfterSignIn } from '#domain/accounts/redirect-target.ts';
import { refuseNulCharactersInBody } from '../nul-characters.ts';
import { languageOf } from '../request-language.ts';
import { jsonBody } from './body-parsers.ts';
import { sendError } from './error-response.ts';
import { refuseDeepJson } from './json-depth.ts';
import { unreadableJsonBody } from './unreadable-json-body.ts';

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
  routes.use(jsonBody({ limit: '16kb', verify: refuseDeepJson }), refuseNulCharactersInBody);

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

  // Accepted, not created: the account exists once the e-mailed link is opened (the same answer for an
  // address that already has one).
  routes.post('/sign-up', async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as SignUpInput & { redirect?: unknown };
      const redirect = typeof body.redirect === 'string' ? body.redirect : undefined;
      res.status(202).json(
        await requestSignUp(req.services.accounts, body, {
          ip: req.ip ?? 'unknown',
          redirect,
          language: languageOf(req),
        }),
      );
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

  routes.use(unreadableJsonBody);
  return routes;
}
