import { type NextFunction, type Request, type Response, Router } from 'express';
import { recordMediaUpload } from '#application/blog/record-media-upload.ts';
import { uploadImage } from '#application/blog/upload-image.ts';
import { uploadVideo } from '#application/blog/upload-video.ts';
import { accessDenied, signInRequired } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { imageTooLarge, videoTooLarge } from '#domain/blog/errors.ts';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { sendError } from './error-response.ts';
import { staffActor } from './staff-actor.ts';
import { declaredOver, refuseUpload } from './upload-refusal.ts';

/**
 * The editor's uploads: the file is the raw request body (`Content-Type` is the file's type), read as a
 * stream. A declared size over the limit is refused before a byte is read; an undeclared one is
 * counted while it streams. Each stored file is an entry of the audit log.
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
      if (declaredOver(req, IMAGE_MAX_BYTES)) return refuseUpload(req, res, next, imageTooLarge());
      try {
        const image = await uploadImage(req.services.blog, req, purpose);
        await recordMediaUpload(
          req.services.blog,
          { kind: purpose, url: image.url },
          staffActor(req, 'staff'),
        );
        res.status(201).json(image);
      } catch (error) {
        refuseUpload(req, res, next, error);
      }
    });
  }

  routes.post('/api/blog/videos', staffOnly, async (req, res, next) => {
    if (declaredOver(req, VIDEO_MAX_BYTES)) return refuseUpload(req, res, next, videoTooLarge());
    try {
      const video = await uploadVideo(req.services.blog, req, req.get('content-type'));
      await recordMediaUpload(req.services.blog, { kind: 'video', url: video.url }, staffActor(req, 'staff'));
      res.status(201).json(video);
    } catch (error) {
      refuseUpload(req, res, next, error);
    }
  });
  return routes;
}
