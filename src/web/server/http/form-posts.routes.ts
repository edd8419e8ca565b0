import express, { type Request, Router } from 'express';
import type passport from 'passport';
import { toViewer } from '#application/accounts/find-viewer.ts';
import { signInSchema, signUpSchema, updateProfileSchema } from '#application/accounts/schemas.ts';
import { setPassword } from '#application/accounts/set-password.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { sendContactMessage } from '#application/contact/send-contact-message.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { destinationAfterSignIn, destinationAfterSignUp } from '#domain/accounts/redirect-target.ts';
import { SOLAR_SOURCE } from '#domain/newsletter/subscription.ts';
import {
  FORM_ANCHORS,
  PASSWORD_SAVED_PARAM,
  SAVED_PARAM,
  SENT_PARAM,
  SET_PASSWORD_PATH,
} from '../../lib/form-submission.ts';
import { checkCredentials, logIn } from './auth.routes.ts';
import { answerForm, requestedRedirect, textFields } from './form-answer.ts';

/** The plain-form posts that start a signed-in session, so need one even without a session cookie. */
const SIGN_IN_FORMS = new Set([
  '/login',
  '/register',
  '/client_login',
  '/client_login/code',
  '/client_login/verify',
]);

/** Whether this request is a sign-in or sign-up form post (the session machinery must run for it). */
export function opensSession(req: Request): boolean {
  return req.method === 'POST' && SIGN_IN_FORMS.has(req.path);
}

/**
 * The contact, solar, sign-in, sign-up, account and password forms posted as plain HTML forms: before the page's
 * script has loaded, or where it never does. The same schemas and use cases as the tRPC calls and the
 * JSON auth routes (same-origin check, sign-in throttle, session rotation); a success redirects
 * (Post/Redirect/Get, so a reload sends nothing twice), a refusal renders the page again with the
 * typed values and the messages, through the page renderer that comes next.
 */
export function formPostRoutes(baseUrl: string, authenticator: passport.Authenticator): Router {
  const routes = Router();
  // A 5000-character message, each character up to 9 bytes once URL-encoded, fits.
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  routes.post('/contact', form, async (req, res, next) => {
    const values = textFields(req.body, ['name', 'email', 'message', 'website']);
    const sender = { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') };
    await answerForm(req, res, next, { form: 'contact', values: { ...values, website: '' } }, async () => {
      await sendContactMessage(req.services.contact, contactMessageSchema.parse(values), sender);
      return `/contact?${SENT_PARAM}=1#${FORM_ANCHORS.contact}`;
    });
  });

  routes.post('/epie-solar-solutions', form, async (req, res, next) => {
    const { email } = textFields(req.body, ['email']);
    const input = { email, source: SOLAR_SOURCE, subscribedFromUrl: `${baseUrl}/epie-solar-solutions` };
    await answerForm(req, res, next, { form: 'solar', values: { email } }, async () => {
      await subscribe(req.services.newsletter, subscribeSchema.parse(input), req.ip ?? 'unknown');
      return `/epie-solar-solutions?${SENT_PARAM}=1#${FORM_ANCHORS.solar}`;
    });
  });

  // The password is never put back into the page: only the e-mail is kept.
  routes.post('/login', form, async (req, res, next) => {
    const values = textFields(req.body, ['email', 'password']);
    await answerForm(req, res, next, { form: 'login', values: { email: values.email } }, async () => {
      signInSchema.parse(values);
      const viewer = await checkCredentials(authenticator, req, res);
      await logIn(req, viewer);
      return destinationAfterSignIn(viewer.role, requestedRedirect(req));
    });
  });

  routes.post('/register', form, async (req, res, next) => {
    const values = textFields(req.body, ['firstName', 'lastName', 'email', 'phone', 'password']);
    const { password: _password, ...kept } = values;
    await answerForm(req, res, next, { form: 'register', values: kept }, async () => {
      const viewer = toViewer(await signUp(req.services.accounts, signUpSchema.parse(values)));
      await logIn(req, viewer);
      return destinationAfterSignUp(requestedRedirect(req));
    });
  });

  routes.post('/account', form, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    const values = textFields(req.body, ['firstName', 'lastName', 'phone']);
    await answerForm(req, res, next, { form: 'account', values }, async () => {
      await updateProfile(req.services.accounts, user.id, updateProfileSchema.parse(values));
      return `/account?${SAVED_PARAM}=1`;
    });
  });

  // Setting a password is how an account made by a client's magic link gets one.
  routes.post(SET_PASSWORD_PATH, form, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    const { currentPassword, newPassword } = textFields(req.body, ['currentPassword', 'newPassword']);
    await answerForm(req, res, next, { form: 'password', values: {}, page: '/account' }, async () => {
      await setPassword(req.services.accounts, user.id, {
        currentPassword: currentPassword || undefined,
        newPassword,
      });
      return `/account?${PASSWORD_SAVED_PARAM}=1`;
    });
  });
  return routes;
}
