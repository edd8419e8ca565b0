import express, { type Request, Router } from 'express';
import type passport from 'passport';
import { confirmSignUp } from '#application/accounts/confirm-sign-up.ts';
import { toViewer } from '#application/accounts/find-viewer.ts';
import { requestSignUp } from '#application/accounts/request-sign-up.ts';
import { signInSchema, updateProfileSchema } from '#application/accounts/schemas.ts';
import { setPassword } from '#application/accounts/set-password.ts';
import { signOutEverywhere } from '#application/accounts/sign-out-everywhere.ts';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { sendContactMessage } from '#application/contact/send-contact-message.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { destinationAfterSignIn, destinationAfterSignUp } from '#domain/accounts/redirect-target.ts';
import { FINISH_SIGN_UP_PATH } from '#domain/accounts/sign-up.ts';
import { BLOG_SOURCE, postSource, SOLAR_SOURCE } from '#domain/newsletter/subscription.ts';
import {
  FORM_ANCHORS,
  PASSWORD_SAVED_PARAM,
  SAVED_PARAM,
  SENT_PARAM,
  SET_PASSWORD_PATH,
  SIGN_OUT_EVERYWHERE_PATH,
} from '../../lib/form-submission.ts';
import { languageOf } from '../request-language.ts';
import { checkCredentials, logIn } from './auth.routes.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, requestedRedirect, textFields } from './form-answer.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** The plain-form posts that start a signed-in session, so need one even without a session cookie. */
const SIGN_IN_FORMS = new Set([
  '/login',
  FINISH_SIGN_UP_PATH,
  '/client_login',
  '/client_login/code',
  '/client_login/verify',
]);

/** Whether this request is a sign-in or sign-up form post (the session machinery must run for it). */
export function opensSession(req: Request): boolean {
  return req.method === 'POST' && SIGN_IN_FORMS.has(req.path);
}

/**
 * The contact, solar, newsletter, sign-in, sign-up, account and password forms posted as plain HTML forms: before the page's
 * script has loaded, or where it never does. The same schemas and use cases as the tRPC calls and the
 * JSON auth routes (same-origin check, sign-in throttle, session rotation); a success redirects
 * (Post/Redirect/Get, so a reload sends nothing twice), a refusal renders the page again with the
 * typed values and the messages, through the page renderer that comes next.
 */
export function formPostRoutes(baseUrl: string, authenticator: passport.Authenticator): Router {
  const routes = Router();
  // A 5000-character message, each character up to 9 bytes once URL-encoded, fits.
  const form = urlencodedBody({ limit: '64kb' });

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
      await subscribe(
        req.services.newsletter,
        subscribeSchema.parse(input),
        req.ip ?? 'unknown',
        languageOf(req),
      );
      return `/epie-solar-solutions?${SENT_PARAM}=1#${FORM_ANCHORS.solar}`;
    });
  });

  // The newsletter form of the blog and of each post (`blog-post-{slug}` as its source).
  const subscribeFromBlog =
    (source: (req: Request) => string) =>
    async (req: Request, res: express.Response, next: express.NextFunction) => {
      const values = textFields(req.body, ['email', 'name']);
      const input = { ...values, source: source(req), subscribedFromUrl: `${baseUrl}${req.path}` };
      await answerForm(req, res, next, { form: 'newsletter', values }, async () => {
        await subscribe(
          req.services.newsletter,
          subscribeSchema.parse(input),
          req.ip ?? 'unknown',
          languageOf(req),
        );
        return `${req.path}?${SENT_PARAM}=1#${FORM_ANCHORS.newsletter}`;
      });
    };
  routes.post(
    '/blog',
    form,
    subscribeFromBlog(() => BLOG_SOURCE),
  );
  routes.post(
    '/blog/:slug',
    form,
    subscribeFromBlog((req) => postSource(String(req.params.slug))),
  );

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

  // Nothing is created yet: the page says to check the e-mail, whose link finishes the sign-up.
  routes.post('/register', form, async (req, res, next) => {
    const values = textFields(req.body, ['firstName', 'lastName', 'email', 'phone', 'password']);
    const { password: _password, ...kept } = values;
    await answerForm(req, res, next, { form: 'register', values: kept }, async () => {
      const request = {
        ip: req.ip ?? 'unknown',
        redirect: requestedRedirect(req),
        language: languageOf(req),
      };
      await requestSignUp(req.services.accounts, values, request);
      return `/register?${SENT_PARAM}=1`;
    });
  });

  // The e-mailed link's page is only a button (mail scanners open links): its post creates the
  // account and signs it in. The page and its token never leave for another site in a Referer header
  // (not `no-referrer`: a form posted under it says `Origin: null`, which the CSRF check refuses),
  // nor are cached.
  routes.use(FINISH_SIGN_UP_PATH, (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  routes.post(FINISH_SIGN_UP_PATH, form, async (req, res, next) => {
    const { token } = textFields(req.body, ['token']);
    await answerForm(req, res, next, { form: 'registerConfirm', values: {} }, async () => {
      await logIn(req, toViewer(await confirmSignUp(req.services.accounts, token)));
      return destinationAfterSignUp(requestedRedirect(req));
    });
  });

  routes.post('/account', form, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    const values = textFields(req.body, ['firstName', 'lastName', 'phone', 'language']);
    await answerForm(req, res, next, { form: 'account', values }, async () => {
      const { language, ...profile } = values;
      const changes = updateProfileSchema.parse(language ? { ...profile, language } : profile);
      await updateProfile(req.services.accounts, user.id, changes);
      return `/account?${SAVED_PARAM}=1`;
    });
  });

  // Setting a password is how an account made by a client's magic link gets one.
  routes.post(SET_PASSWORD_PATH, form, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    const { currentPassword, newPassword } = textFields(req.body, ['currentPassword', 'newPassword']);
    await answerForm(req, res, next, { form: 'password', values: {}, page: '/account' }, async () => {
      await setPassword(
        req.services.accounts,
        user.id,
        { currentPassword: currentPassword || undefined, newPassword },
        req.sessionID,
      );
      return `/account?${PASSWORD_SAVED_PARAM}=1`;
    });
  });

  // Every session of the account ends, this one with the others: the browser is signed out too.
  routes.post(SIGN_OUT_EVERYWHERE_PATH, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    try {
      await signOutEverywhere(req.services.accounts, user.id);
    } catch (error) {
      return next(error);
    }
    req.session.destroy((error: unknown) => {
      if (error) return next(error);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.redirect(303, '/');
    });
  });
  return routes;
}
