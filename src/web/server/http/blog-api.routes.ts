import express, { type ErrorRequestHandler, Router } from 'express';
import { sendError } from './error-response.ts';

const MAX_BODY = '1mb';

/**
 * `POST /api/blog` for automation (the weekly updates): `x-api-key` header, JSON body with title,
 * content, excerpt, tags and optionally `publish: true`. 201 with the post's id, slug and address.
 */
export function blogApiRoutes(baseUrl: string): Router {
  const routes = Router();
  routes.post('/api/blog', express.json({ limit: MAX_BODY, type: () => true }), async (req, res, next) => {
    try {
      const saved = await req.services.blogAdmin.createFromApi({
        apiKey: req.get('x-api-key'),
        body: req.body,
        ip: req.ip ?? 'unknown',
      });
      res.status(201).json({
        id: saved.id,
        slug: saved.slug,
        status: saved.status,
        url: `${baseUrl}/blog/${saved.slug}`,
      });
    } catch (error) {
      sendError(res, next, error);
    }
  });
  const unreadableBody: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413)
      return void res
        .status(status)
        .json({ error: status === 413 ? 'Body too large' : 'Body is not valid JSON' });
    next(error);
  };
  routes.use('/api/blog', unreadableBody);
  return routes;
}
