import { type Request, type Response, Router } from 'express';
import { checkInquiryAllowance } from '#application/clients/inquiry-allowance.ts';
import { inquirySchema } from '#application/clients/schemas.ts';
import { submitInquiryWithImages } from '#application/clients/submit-inquiry-with-images.ts';
import {
  discardReferenceImages,
  type ReceivedReferenceImage,
  receiveReferenceImage,
  uploadReferenceImage,
} from '#application/clients/upload-reference-image.ts';
import { referenceImageTooLarge, uploadNotAllowed } from '#domain/clients/errors.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { SENT_PARAM } from '../../lib/form-submission.ts';
import {
  FILE_NAME_HEADER,
  IMAGES_FAILED_PARAM,
  IMAGES_FIELD,
  IMAGES_STORED_PARAM,
  ONBOARDING_PATH,
  REFERENCE_IMAGES_PATH,
  UPLOAD_PERMIT_HEADER,
} from '../../lib/reference-images.ts';
import { languageOf } from '../request-language.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm } from './form-answer.ts';
import { readMultipartForm } from './multipart-form.ts';
import { projectClaimRoutes } from './project-claim.routes.ts';
import { declaredOver, dropRestOfBody, refuseUpload } from './upload-refusal.ts';

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
 * The project inquiry: the form posted without JavaScript (Post/Redirect/Get, like the contact form),
 * with its reference images as `multipart/form-data`, and each reference image the page's script
 * uploads after the inquiry, as the raw request body with the inquiry's permit. A declared size over 10 MB is refused
 * before a byte is read; an undeclared one is counted while it streams.
 */
export function clientOnboardingRoutes(): Router {
  const routes = Router();
  // An unverified project's "Confirm" and "Remove" (the e-mailed link's page and the portal).
  routes.use(projectClaimRoutes());

  routes.post(ONBOARDING_PATH, async (req, res, next) => {
    let posted: PostedInquiry;
    try {
      await checkInquiryAllowance(req.services.clients, { ip: req.ip ?? 'unknown' });
    } catch (refusal) {
      // Nothing of the form is read: the page says why, and the files still coming are dropped.
      dropRestOfBody(req, res);
      return answerForm(req, res, next, { form: 'onboarding', values: {} }, () => Promise.reject(refusal));
    }
    try {
      posted = req.is('multipart/form-data')
        ? await readInquiryWithImages(req)
        : await readUrlencodedInquiry(req, res);
    } catch (error) {
      return next(error);
    }
    const { fields, images } = posted;
    const values = Object.fromEntries(INQUIRY_TEXT_FIELDS.map((name) => [name, fields[name]?.[0] ?? '']));
    const projectTypes = fields.projectTypes ?? [];
    const consent = fields.consent?.[0] === 'on' || fields.consent?.[0] === 'true';
    const attempt = {
      form: 'onboarding' as const,
      values: { ...values, website: '', projectTypes: projectTypes.join(','), consent: consent ? 'on' : '' },
    };
    const services = req.services.clients;
    await answerForm(req, res, next, attempt, async () => {
      const received = images.flatMap((image) => ('incomingKey' in image ? [image] : []));
      const parsed = inquirySchema.safeParse({ ...values, projectTypes, consent });
      if (!parsed.success) {
        await discardReferenceImages(services, received);
        throw parsed.error;
      }
      const outcome = await submitInquiryWithImages(
        services,
        parsed.data,
        { ip: req.ip ?? 'unknown', userId: req.user?.id ?? null, language: languageOf(req) },
        received,
      );
      const refused = images.length - received.length + (posted.filesDropped ? 1 : 0);
      const query = new URLSearchParams({ [SENT_PARAM]: '1' });
      if (outcome.stored > 0) query.set(IMAGES_STORED_PARAM, String(outcome.stored));
      if (outcome.failed.length + refused > 0)
        query.set(IMAGES_FAILED_PARAM, String(outcome.failed.length + refused));
      return `${ONBOARDING_PATH}?${query}`;
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

/** A posted inquiry's fields (repeated ones in order) and its images, received or refused by name. */
interface PostedInquiry {
  fields: Record<string, string[]>;
  images: Array<ReceivedReferenceImage | { refused: string }>;
  filesDropped: boolean;
}

// A 10,000-character description, each character up to 9 bytes once URL-encoded, fits.
const FIELDS_LIMIT = '128kb';
const urlencoded = urlencodedBody({ limit: FIELDS_LIMIT });

function readUrlencodedInquiry(req: Request, res: Response): Promise<PostedInquiry> {
  return new Promise((resolve, reject) => {
    urlencoded(req, res, (error?: unknown) => {
      if (error) return reject(error);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(body).map(([name, value]) => [name, ([] as unknown[]).concat(value).map(String)]),
      );
      resolve({ fields, images: [], filesDropped: false });
    });
  });
}

/** Each image is streamed to the incoming area as it arrives; refused ones are kept by name only. */
async function readInquiryWithImages(req: Request): Promise<PostedInquiry> {
  const services = req.services.clients;
  const form = await readMultipartForm(
    req,
    {
      maxFiles: REFERENCE_IMAGE_LIMITS.maxCount,
      maxFileBytes: REFERENCE_IMAGE_LIMITS.maxBytes,
      maxFieldBytes: 128 * 1024,
    },
    (name, fileName, stream) => {
      if (name !== IMAGES_FIELD) {
        stream.resume();
        return Promise.resolve({ refused: fileName });
      }
      return receiveReferenceImage(services, fileName, stream).catch(() => ({ refused: fileName }));
    },
  );
  return { fields: form.fields, images: form.files, filesDropped: form.filesDropped };
}
