import { type NextFunction, type Request, type Response, Router } from 'express';
import { uploadImage } from '#application/blog/upload-image.ts';
import { uploadVideo } from '#application/blog/upload-video.ts';
import { accessDenied, signInRequired } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { imageTooLarge, videoTooLarge } from '#domain/blog/errors.ts';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { sendError } from './error-response.ts';

/** After refusing an upload, the rest of the body is read and dropped for at most this long. */
const DRAIN_MS = 10_000;

/**
 * The editor's uploads: the file is the raw request body (`Content-Type` is the file's type), read as a
 * stream. A declared size over the limit is refused before a byte is read; an undeclared one is
 * counted while it streams.
 */
export function blogMediaRoutes(): Router {
  const routes = Router();
  const staffOnly = (req: Request, res: Response, next: NextFunction) => {
    if (!req.user) return sendError(res, next, signInRequired());
    if (!isStaff(req.user.role)) return sendError(res, next, accessDenied());
    next();
  };

  // A post's picture, and a frame the editor captured from its video (stored as the thumbnail).
  for (const [route, purpose] of [
    ['/api/blog/images', 'image'],
    ['/api/blog/thumbnails', 'thumbnail'],
  ] as const) {
    routes.post(route, staffOnly, async (req, res, next) => {
      if (declaredOver(req, IMAGE_MAX_BYTES)) return refuse(req, res, next, imageTooLarge());
      try {
        res.status(201).json(await uploadImage(req.services.blog, req, purpose));
      } catch (error) {
        refuse(req, res, next, error);
      }
    });
  }

  routes.post('/api/blog/videos', staffOnly, async (req, res, next) => {
    if (declaredOver(req, VIDEO_MAX_BYTES)) return refuse(req, res, next, videoTooLarge());
    try {
      res.status(201).json(await uploadVideo(req.services.blog, req, req.get('content-type')));
    } catch (error) {
      refuse(req, res, next, error);
    }
  });
  return routes;
}

function declaredOver(req: Request, maxBytes: number): boolean {
  const length = Number(req.get('content-length'));
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Answers the error, then drops whatever the browser still sends (so it reads the answer instead of a
 * broken connection), closing the connection if it goes on too long.
 */
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
