import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { findViewer, toViewer } from '#application/accounts/find-viewer.ts';
import { signIn } from '#application/accounts/sign-in.ts';
import { trustDevice, trustedDeviceFor } from './trusted-device.ts';

/**
 * Passport with the local (e-mail and password) strategy, checking through the sign-in use case (rate
 * limit included); a browser that signs in becomes a trusted device of the account (its own allowance
 * of tries, `trusted-device.ts`). The session keeps only the user id; each request reloads the
 * viewer, so a changed role applies at once and a deleted account is signed out.
 */
export function createAuthenticator(options: { secureCookies: boolean }): passport.Authenticator {
  const authenticator = new passport.Authenticator();
  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passReqToCallback: true }, (req, email, password, done) => {
      signIn(
        req.services.accounts,
        { email, password },
        req.ip ?? 'unknown',
        trustedDeviceFor(req, email),
      ).then(
        (user) => {
          if (req.res) trustDevice(req, req.res, user.email, options.secureCookies);
          done(null, toViewer(user));
        },
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
