import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { inquirySchema } from '#application/clients/schemas.ts';
import { submitInquiry } from '#application/clients/submit-inquiry.ts';
import { uploadReferenceImage } from '#application/clients/upload-reference-image.ts';
import { referenceImageTooLarge, uploadNotAllowed } from '#domain/clients/errors.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { firstErrors } from '../../lib/field-errors.ts';
import { type FormSubmission, SENT_PARAM } from '../../lib/form-submission.ts';
import {
  FILE_NAME_HEADER,
  ONBOARDING_PATH,
  REFERENCE_IMAGES_PATH,
  UPLOAD_PERMIT_HEADER,
} from '../../lib/reference-images.ts';
import { httpStatusOf } from '../errors.ts';
import { sendError } from './error-response.ts';

/** After refusing an upload, the rest of the body is read and dropped for at most this long. */
const DRAIN_MS = 10_000;

const INQUIRY_TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'projectName',
  'description',
  'budgetRange',
  'timelinePreference',
  'website',
] as const;

/**
 * The project inquiry: the form posted without JavaScript (Post/Redirect/Get, like the contact form;
 * reference images need the page's script), and each reference image the script uploads after the
 * inquiry, as the raw request body with the inquiry's permit. A declared size over 10 MB is refused
 * before a byte is read; an undeclared one is counted while it streams.
 */
export function clientOnboardingRoutes(): Router {
  const routes = Router();
  // A 10,000-character description, each character up to 9 bytes once URL-encoded, fits.
  const form = express.urlencoded({ extended: false, limit: '128kb' });

  routes.post(ONBOARDING_PATH, form, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      INQUIRY_TEXT_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
    ) as Record<(typeof INQUIRY_TEXT_FIELDS)[number], string>;
    const types = body.projectTypes;
    const projectTypes = Array.isArray(types) ? types.map(String) : typeof types === 'string' ? [types] : [];
    const consent = body.consent === 'on' || body.consent === 'true';
    const attempt: Attempt = {
      form: 'onboarding',
      values: { ...values, website: '', projectTypes: projectTypes.join(','), consent: consent ? 'on' : '' },
    };
    try {
      const input = inquirySchema.parse({ ...values, projectTypes, consent });
      await submitInquiry(req.services.clients, input, { ip: req.ip ?? 'unknown' });
      res.redirect(303, `${ONBOARDING_PATH}?${SENT_PARAM}=1`);
    } catch (error) {
      req.formSubmission = refusal(req, res, attempt, error);
      next();
    }
  });

  routes.post(REFERENCE_IMAGES_PATH, async (req, res, next) => {
    const permit = req.get(UPLOAD_PERMIT_HEADER);
    const fileName = decodeName(req.get(FILE_NAME_HEADER));
    if (!permit) return refuse(req, res, next, uploadNotAllowed());
    if (declaredOver(req, REFERENCE_IMAGE_LIMITS.maxBytes))
      return refuse(req, res, next, referenceImageTooLarge(fileName));
    try {
      res.status(201).json(await uploadReferenceImage(req.services.clients, { permit, fileName, body: req }));
    } catch (error) {
      refuse(req, res, next, error);
    }
  });
  return routes;
}

type Attempt = Pick<FormSubmission, 'form' | 'values'>;

function decodeName(header: string | undefined): string {
  if (!header) return 'image';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

function declaredOver(req: Request, maxBytes: number): boolean {
  const length = Number(req.get('content-length'));
  return Number.isFinite(length) && length > maxBytes;
}

/** Answers the error, then drops what the browser still sends, closing the connection if it goes on. */
function refuse(req: Request, res: Response, next: NextFunction, error: unknown) {
  if (!req.readableEnded) {
    res.setHeader('Connection', 'close');
    req.resume();
    const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
  }
  sendError(res, next, error);
}

/** The page rendered again with the typed values and the messages (as the contact form's post does). */
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
