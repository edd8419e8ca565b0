import { Router } from 'express';
import { authenticateApiCall } from '#application/blog/authenticate-api-call.ts';
import { createPostFromApi } from '#application/blog/create-post-from-api.ts';
import { logApiCall } from '#application/blog/log-api-call.ts';
import { apiKeyActor } from '../audit-actor.ts';
import { httpStatusOf, publicMessageOf } from '../errors.ts';
import { jsonBody } from './body-parsers.ts';
import { sendError } from './error-response.ts';
import { refuseDeepJson } from './json-depth.ts';
import { originOf } from './staff-actor.ts';
import { unreadableJsonBody } from './unreadable-json-body.ts';

const MAX_BODY = '1mb';

/**
 * `POST /api/blog` for automation (the weekly updates): `x-api-key` header, JSON body with title,
 * content, excerpt, tags and optionally `publish: true`. 201 with the post's id, slug and address.
 * Every call is logged with the status it was answered, refused keys and bad bodies included; a post
 * it saves is an entry of the audit log in the key's name.
 */
export function blogApiRoutes(baseUrl: string): Router {
  const routes = Router();
  routes.post(
    '/api/blog',
    jsonBody({ limit: MAX_BODY, anyType: true, verify: refuseDeepJson }),
    async (req, res, next) => {
      const blog = req.services.blog;
      const call = { apiKeyId: null as string | null, ip: req.ip ?? 'unknown' };
      try {
        const key = await authenticateApiCall(blog, { apiKey: req.get('x-api-key'), ip: call.ip });
        call.apiKeyId = key.id;
        const saved = await createPostFromApi(blog, req.body, apiKeyActor(key, originOf(req)));
        const outcome = `created ${saved.status} post ${saved.slug}`;
        await logApiCall(blog, { ...call, status: 201, outcome, postId: saved.id });
        res.status(201).json({
          id: saved.id,
          slug: saved.slug,
          status: saved.status,
          url: `${baseUrl}/blog/${saved.slug}`,
        });
      } catch (error) {
        const status = httpStatusOf(error);
        const outcome = publicMessageOf(error) ?? String((error as Error).message);
        // Rate-limited calls are not logged one by one: a flood must not fill the table.
        if (status !== 429)
          await logApiCall(blog, { ...call, status, outcome, postId: null }).catch(() => {});
        sendError(res, next, error);
      }
    },
  );
  routes.use('/api/blog', unreadableJsonBody);
  return routes;
}
