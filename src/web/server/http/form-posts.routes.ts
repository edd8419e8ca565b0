import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type passport from 'passport';
import { z } from 'zod';
import { toViewer } from '#application/accounts/find-viewer.ts';
import { signInSchema, signUpSchema, updateProfileSchema } from '#application/accounts/schemas.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { sendContactMessage } from '#application/contact/send-contact-message.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { destinationAfterSignIn, destinationAfterSignUp } from '#domain/accounts/redirect-target.ts';
import { SOLAR_SOURCE } from '#domain/newsletter/subscription.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { FORM_ANCHORS, type FormSubmission, SAVED_PARAM, SENT_PARAM } from '../../lib/form-submission.ts';
import { httpStatusOf } from '../errors.ts';
import { checkCredentials, logIn } from './auth.routes.ts';

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

/** The `redirect` query parameter of the page the form was on, if one was given. */
function requestedRedirect(req: Request): string | undefined {
  return typeof req.query.redirect === 'string' ? req.query.redirect : undefined;
}

/** The named fields of a posted form as text ('' where missing or repeated). */
function textFields<Name extends string>(body: unknown, names: Name[]): Record<Name, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const fields = {} as Record<Name, string>;
  for (const name of names) fields[name] = typeof source[name] === 'string' ? source[name] : '';
  return fields;
}

/**
 * The contact, solar, sign-in, sign-up and account forms posted as plain HTML forms: before the page's
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
    await answer(req, res, next, { form: 'contact', values: { ...values, website: '' } }, async () => {
      await sendContactMessage(req.services.contact, contactMessageSchema.parse(values), sender);
      return `/contact?${SENT_PARAM}=1#${FORM_ANCHORS.contact}`;
    });
  });

  routes.post('/epie-solar-solutions', form, async (req, res, next) => {
    const { email } = textFields(req.body, ['email']);
    const input = { email, source: SOLAR_SOURCE, subscribedFromUrl: `${baseUrl}/epie-solar-solutions` };
    await answer(req, res, next, { form: 'solar', values: { email } }, async () => {
      await subscribe(req.services.newsletter, subscribeSchema.parse(input), req.ip ?? 'unknown');
      return `/epie-solar-solutions?${SENT_PARAM}=1#${FORM_ANCHORS.solar}`;
    });
  });

  // The password is never put back into the page: only the e-mail is kept.
  routes.post('/login', form, async (req, res, next) => {
    const values = textFields(req.body, ['email', 'password']);
    await answer(req, res, next, { form: 'login', values: { email: values.email } }, async () => {
      signInSchema.parse(values);
      const viewer = await checkCredentials(authenticator, req, res);
      await logIn(req, viewer);
      return destinationAfterSignIn(viewer.role, requestedRedirect(req));
    });
  });

  routes.post('/register', form, async (req, res, next) => {
    const values = textFields(req.body, ['firstName', 'lastName', 'email', 'phone', 'password']);
    const { password: _password, ...kept } = values;
    await answer(req, res, next, { form: 'register', values: kept }, async () => {
      const viewer = toViewer(await signUp(req.services.accounts, signUpSchema.parse(values)));
      await logIn(req, viewer);
      return destinationAfterSignUp(requestedRedirect(req));
    });
  });

  routes.post('/account', form, async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(303, '/login?redirect=/account');
    const values = textFields(req.body, ['firstName', 'lastName', 'phone']);
    await answer(req, res, next, { form: 'account', values }, async () => {
      await updateProfile(req.services.accounts, user.id, updateProfileSchema.parse(values));
      return `/account?${SAVED_PARAM}=1`;
    });
  });
  return routes;
}

type Attempt = Pick<FormSubmission, 'form' | 'values'>;

/** Redirects after a success; otherwise hands the refusal to the page renderer with its status. */
async function answer(
  req: Request,
  res: Response,
  next: NextFunction,
  attempt: Attempt,
  submit: () => Promise<string>,
) {
  try {
    res.redirect(303, await submit());
  } catch (error) {
    req.formSubmission = refusal(req, res, attempt, error);
    next();
  }
}

function refusal(req: Request, res: Response, attempt: Attempt, error: unknown): FormSubmission {
  if (error instanceof z.ZodError) {
    return {
      ...attempt,
      status: httpStatusOf(error),
      fieldErrors: firstErrors(z.flattenError(error).fieldErrors),
      formError: '',
    };
  }
  if (error instanceof AppError) {
    const retryAfterSeconds =
      error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000);
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', retryAfterSeconds);
    return {
      ...attempt,
      status: httpStatusOf(error),
      fieldErrors: {},
      formError: error.message,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
  req.log.error({ err: error, form: attempt.form }, 'form post failed');
  return { ...attempt, status: 500, fieldErrors: {}, formError: '' };
}
