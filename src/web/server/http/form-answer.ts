import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { AppError } from '#domain/shared/app-error.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import type { FormSubmission } from '../../lib/form-submission.ts';
import { httpStatusOf } from '../errors.ts';
import { nulCharacterRefusal } from '../nul-characters.ts';

/** What a form post tried: which form, and the values to show again (never a password or a code). */
export type FormAttempt = Pick<FormSubmission, 'form' | 'values' | 'page'>;

/** The named fields of a posted form as text ('' where missing or repeated). */
export function textFields<Name extends string>(body: unknown, names: readonly Name[]): Record<Name, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const fields = {} as Record<Name, string>;
  for (const name of names) fields[name] = typeof source[name] === 'string' ? source[name] : '';
  return fields;
}

/** The `redirect` query parameter of the page the form was on, if one was given. */
export function requestedRedirect(req: Request): string | undefined {
  return typeof req.query.redirect === 'string' ? req.query.redirect : undefined;
}

/**
 * Answers a form posted without JavaScript: a success redirects to what `submit` returns
 * (Post/Redirect/Get, so a reload sends nothing twice); a refusal is handed to the page renderer that
 * comes next, which shows the page again with the typed values and the messages, with its status.
 */
export async function answerForm(
  req: Request,
  res: Response,
  next: NextFunction,
  attempt: FormAttempt,
  submit: () => Promise<string>,
): Promise<void> {
  try {
    const refusal = nulCharacterRefusal(req.body) ?? nulCharacterRefusal(attempt.values);
    if (refusal) throw refusal;
    res.redirect(303, await submit());
  } catch (error) {
    req.formSubmission = formRefusal(req, res, attempt, error);
    next();
  }
}

function formRefusal(req: Request, res: Response, attempt: FormAttempt, error: unknown): FormSubmission {
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
      formErrorCode: error.code,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
  req.log.error({ err: error, form: attempt.form }, 'form post failed');
  return { ...attempt, status: 500, fieldErrors: {}, formError: '' };
}
