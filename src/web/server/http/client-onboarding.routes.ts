import express, { Router } from 'express';
import { inquirySchema } from '#application/clients/schemas.ts';
import { submitInquiry } from '#application/clients/submit-inquiry.ts';
import { uploadReferenceImage } from '#application/clients/upload-reference-image.ts';
import { referenceImageTooLarge, uploadNotAllowed } from '#domain/clients/errors.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { SENT_PARAM } from '../../lib/form-submission.ts';
import {
  FILE_NAME_HEADER,
  ONBOARDING_PATH,
  REFERENCE_IMAGES_PATH,
  UPLOAD_PERMIT_HEADER,
} from '../../lib/reference-images.ts';
import { answerForm, textFields } from './form-answer.ts';
import { declaredOver, refuseUpload } from './upload-refusal.ts';

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
    const values = textFields(body, INQUIRY_TEXT_FIELDS);
    const types = body.projectTypes;
    const projectTypes = Array.isArray(types) ? types.map(String) : typeof types === 'string' ? [types] : [];
    const consent = body.consent === 'on' || body.consent === 'true';
    const attempt = {
      form: 'onboarding' as const,
      values: { ...values, website: '', projectTypes: projectTypes.join(','), consent: consent ? 'on' : '' },
    };
    await answerForm(req, res, next, attempt, async () => {
      const input = inquirySchema.parse({ ...values, projectTypes, consent });
      await submitInquiry(req.services.clients, input, { ip: req.ip ?? 'unknown' });
      return `${ONBOARDING_PATH}?${SENT_PARAM}=1`;
    });
  });

  routes.post(REFERENCE_IMAGES_PATH, async (req, res, next) => {
    const permit = req.get(UPLOAD_PERMIT_HEADER);
    const fileName = decodeName(req.get(FILE_NAME_HEADER));
    if (!permit) return refuseUpload(req, res, next, uploadNotAllowed());
    if (declaredOver(req, REFERENCE_IMAGE_LIMITS.maxBytes))
      return refuseUpload(req, res, next, referenceImageTooLarge(fileName));
    try {
      res.status(201).json(await uploadReferenceImage(req.services.clients, { permit, fileName, body: req }));
    } catch (error) {
      refuseUpload(req, res, next, error);
    }
  });
  return routes;
}

function decodeName(header: string | undefined): string {
  if (!header) return 'image';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}
