import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { sendContactMessage } from '#application/contact/send-contact-message.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { SOLAR_SOURCE } from '#domain/newsletter/subscription.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { FORM_ANCHORS, type FormSubmission, SENT_PARAM } from '../../lib/form-submission.ts';
import { httpStatusOf } from '../errors.ts';

/** The named fields of a posted form as text ('' where missing or repeated). */
function textFields<Name extends string>(body: unknown, names: Name[]): Record<Name, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const fields = {} as Record<Name, string>;
  for (const name of names) fields[name] = typeof source[name] === 'string' ? source[name] : '';
  return fields;
}

/**
 * The contact and solar forms posted as plain HTML forms: before the page's script has loaded, or
 * where it never does. The same schemas and use cases as the tRPC calls; a success redirects
 * (Post/Redirect/Get, so a reload sends nothing twice), a refusal renders the page again with the
 * typed values and the messages, through the page renderer that comes next.
 */
export function formPostRoutes(baseUrl: string): Router {
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
    req.formSubmission = refusal(req, attempt, error);
    next();
  }
}

function refusal(req: Request, attempt: Attempt, error: unknown): FormSubmission {
  if (error instanceof z.ZodError) {
    return {
      ...attempt,
      status: httpStatusOf(error),
      fieldErrors: firstErrors(z.flattenError(error).fieldErrors),
      formError: '',
    };
  }
  if (error instanceof AppError) {
    return { ...attempt, status: httpStatusOf(error), fieldErrors: {}, formError: error.message };
  }
  req.log.error({ err: error, form: attempt.form }, 'form post failed');
  return { ...attempt, status: 500, fieldErrors: {}, formError: '' };
}
