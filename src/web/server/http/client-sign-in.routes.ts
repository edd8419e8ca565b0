import { type Request, type Response, Router } from 'express';
import type passport from 'passport';
import { signInSchema, type Viewer } from '#application/accounts/schemas.ts';
import type { ClientSignInResult } from '#application/client-sign-in/client-sign-in-result.ts';
import { requestSignInLink } from '#application/client-sign-in/request-sign-in-link.ts';
import { signInWithCode } from '#application/client-sign-in/sign-in-with-code.ts';
import { signInWithLink } from '#application/client-sign-in/sign-in-with-link.ts';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { CLIENT_HOME } from '#domain/clients/sign-in-link.ts';
import {
  CLIENT_LOGIN_PATH,
  CLIENT_LOGIN_SENT_PARAM,
  clientLoginQuery,
  SIGN_IN_CODE_PATH,
  VERIFY_LINK_PATH,
  WRONG_CODES_FIELD,
} from '../../lib/client-login.ts';
import { checkCredentials, logIn } from './auth.routes.ts';
import { jsonBody, urlencodedBody } from './body-parsers.ts';
import { sendError } from './error-response.ts';
import { answerForm, requestedRedirect, textFields } from './form-answer.ts';
import { refuseDeepJson } from './json-depth.ts';
import { unreadableJsonBody } from './unreadable-json-body.ts';

const ipOf = (req: Request) => req.ip ?? 'unknown';
const textOf = (body: unknown, name: string): string => textFields(body, [name])[name] ?? '';

/** Password mode: the admin sign-in's check (throttle included), then the client record by user id. */
async function signInWithPassword(
  authenticator: passport.Authenticator,
  req: Request,
  res: Response,
  redirect: string | undefined,
): Promise<ClientSignInResult> {
  signInSchema.parse({ email: textOf(req.body, 'email'), password: textOf(req.body, 'password') });
  const viewer = await checkCredentials(authenticator, req, res);
  // Never linked by e-mail here: signing up does not prove an address, a magic link does.
  await findSessionClient(req.services.clients, viewer.id).catch(async (error: unknown) => {
    await signOut(req);
    throw error;
  });
  return { viewer, redirectTo: safeRedirectPath(redirect) ?? CLIENT_HOME };
}

/** Someone already signed in who is refused here leaves signed out (spec: 'signed out'). */
function signOut(req: Request): Promise<void> {
  if (!req.user) return Promise.resolve();
  return new Promise((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
}

async function startSession(req: Request, result: ClientSignInResult): Promise<ClientSignInResult> {
  await logIn(req, result.viewer satisfies Viewer);
  return result;
}

/** A plain form's sign-in: the session started, then the page to land on. */
async function signedInDestination(req: Request, signIn: Promise<ClientSignInResult>): Promise<string> {
  return withSignedInMark((await startSession(req, await signIn)).redirectTo);
}

/**
 * The client sign-in: JSON endpoints for the page's script (under /auth, which has sessions) and the
 * same forms posted without it (Post/Redirect/Get). A magic link's page is only a button: opening it
 * spends nothing (mail scanners open links), its POST does. That page and its token never leave in a
 * Referer header and are never cached.
 */
export function clientSignInRoutes(authenticator: passport.Authenticator): Router {
  const routes = Router();
  const json = jsonBody({ limit: '16kb', verify: refuseDeepJson });
  const form = urlencodedBody({ limit: '16kb' });

  // The link's token never leaves for another site in a Referer header; not `no-referrer`, under
  // which the page's form posts `Origin: null`, which the CSRF check refuses.
  routes.use(VERIFY_LINK_PATH, (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const jsonRoute = (path: string, run: (req: Request, res: Response) => Promise<unknown>) =>
    routes.post(path, json, async (req, res, next) => {
      try {
        res.json(await run(req, res));
      } catch (error) {
        sendError(res, next, error);
      }
    });
  jsonRoute('/auth/client/magic-link', (req) =>
    requestSignInLink(req.services.clients, req.body ?? {}, ipOf(req)),
  );
  jsonRoute('/auth/client/code', async (req) =>
    startSession(req, await signInWithCode(req.services.clients, req.body ?? {}, ipOf(req))),
  );
  jsonRoute('/auth/client/verify', async (req) =>
    startSession(req, await signInWithLink(req.services.clients, req.body ?? {})),
  );
  jsonRoute('/auth/client/sign-in', async (req, res) =>
    startSession(req, await signInWithPassword(authenticator, req, res, textOf(req.body, 'redirect'))),
  );

  // The plain forms: the password is never put back into the page, nor the code.
  routes.post(CLIENT_LOGIN_PATH, form, async (req, res, next) => {
    const email = textOf(req.body, 'email');
    const mode = textOf(req.body, 'mode') === 'password' ? 'password' : 'magic';
    const redirect = requestedRedirect(req);
    await answerForm(req, res, next, { form: 'clientLogin', values: { email, mode } }, async () => {
      if (mode === 'password')
        return signedInDestination(req, signInWithPassword(authenticator, req, res, redirect));
      await requestSignInLink(req.services.clients, { email, redirect }, ipOf(req));
      return `${CLIENT_LOGIN_PATH}${clientLoginQuery({ [CLIENT_LOGIN_SENT_PARAM]: '1', email, redirect })}`;
    });
  });

  routes.post(SIGN_IN_CODE_PATH, form, async (req, res, next) => {
    const email = textOf(req.body, 'email');
    // The wrong codes the screen has counted, shown again with it (a number, or nothing).
    const counted = textOf(req.body, WRONG_CODES_FIELD);
    const wrongCodes = /^\d{1,2}$/.test(counted) ? counted : '0';
    // Shown again on the sign-in page (its "check your e-mail" step), with the same query (redirect).
    const query = req.originalUrl.indexOf('?');
    const page = `${CLIENT_LOGIN_PATH}${query === -1 ? '' : req.originalUrl.slice(query)}`;
    await answerForm(
      req,
      res,
      next,
      { form: 'clientCode', values: { email, [WRONG_CODES_FIELD]: wrongCodes }, page },
      async () => {
        const input = { email, code: textOf(req.body, 'code') };
        return signedInDestination(req, signInWithCode(req.services.clients, input, ipOf(req)));
      },
    );
  });

  routes.post(VERIFY_LINK_PATH, form, async (req, res, next) => {
    const token = textOf(req.body, 'token');
    await answerForm(req, res, next, { form: 'clientVerify', values: {} }, () =>
      signedInDestination(req, signInWithLink(req.services.clients, { token })),
    );
  });

  routes.use(unreadableJsonBody);
  return routes;
}

/** The portal says 'Login successful!' once when it is reached with `?signed_in=1` (a plain post's way there). */
function withSignedInMark(destination: string): string {
  const url = new URL(destination, 'http://site.invalid');
  if (url.pathname !== CLIENT_HOME) return destination;
  url.searchParams.set('signed_in', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
