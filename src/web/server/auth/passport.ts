import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { findViewer, toViewer } from '#application/accounts/find-viewer.ts';
import { signIn } from '#application/accounts/sign-in.ts';

/**
 * Passport with the local (e-mail and password) strategy, checking through the sign-in use case (rate
 * limit included). The session keeps only the user id; each request reloads the viewer, so a changed
 * role applies at once and a deleted account is signed out.
 */
export function createAuthenticator(): passport.Authenticator {
  const authenticator = new passport.Authenticator();
  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passReqToCallback: true }, (req, email, password, done) => {
      signIn(req.services.accounts, { email, password }, req.ip ?? 'unknown').then(
        (user) => done(null, toViewer(user)),
        (error: unknown) => done(error),
      );
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser(
    (req: Request, id: string, done: (error: unknown, user?: Express.User | false) => void) => {
      findViewer(req.services.accounts, id).then(
        (viewer) => done(null, viewer ?? false),
        (error: unknown) => done(error),
      );
    },
  );
  return authenticator;
}
