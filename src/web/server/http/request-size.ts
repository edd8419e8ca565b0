import type { Request, RequestHandler } from 'express';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { ONBOARDING_PATH, REFERENCE_IMAGES_PATH } from '../../lib/reference-images.ts';
import { declaredOver, dropRestOfBody } from './upload-refusal.ts';

/** Room for a multipart body's boundaries and headers and a form's text fields around its files. */
const FORM_SLACK = 256 * 1024;

/**
 * Single-file uploads and tRPC calls: each refuses a declared size over its own limit (the caller's,
 * for tRPC), with its own message.
 */
const CHECKED_BY_THEIR_ROUTE = new Set([
  '/api/blog/videos',
  '/api/blog/images',
  '/api/blog/thumbnails',
  REFERENCE_IMAGES_PATH,
]);
/** The inquiry form with its reference images, posted as one multipart body. */
const INQUIRY_FORM_MAX_BYTES = REFERENCE_IMAGE_LIMITS.maxCount * REFERENCE_IMAGE_LIMITS.maxBytes + FORM_SLACK;
/** Every other route reads at most 1 MB (the blog API's post); its own parser sets the exact limit. */
const OTHER_ROUTES_MAX_BYTES = 1024 * 1024;

function maxDeclaredBody(req: Request): number {
  if (CHECKED_BY_THEIR_ROUTE.has(req.path) || req.path.startsWith('/trpc/')) return Number.POSITIVE_INFINITY;
  if (req.path === ONBOARDING_PATH) return INQUIRY_FORM_MAX_BYTES;
  return OTHER_ROUTES_MAX_BYTES;
}

/**
 * Refuses, with 413 and before a byte of it is read, a body larger than any its route accepts; what
 * the sender still sends is dropped, never kept, and the connection closes after the answer.
 */
export function refuseOversizedBodies(): RequestHandler {
  return (req, res, next) => {
    if (!declaredOver(req, maxDeclaredBody(req))) return next();
    req.log.info({ declared: req.get('content-length') }, 'request body over its route limit');
    dropRestOfBody(req, res);
    res.status(413).type('text/plain').send('Request body too large');
  };
}
