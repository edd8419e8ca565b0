import { type Request, type RequestHandler, type Response, Router } from 'express';
import { createTestUserFromApi } from '#application/accounts/create-test-user.ts';
import { removeTestUserFromApi } from '#application/accounts/remove-test-user.ts';
import type { ApiKey } from '#application/blog/ports.ts';
import { authenticateTestUserCall } from '#application/system/authenticate-test-user-call.ts';
import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { apiKeyActor } from '../audit-actor.ts';
import { jsonBody } from './body-parsers.ts';
import { sendError } from './error-response.ts';
import { originOf } from './staff-actor.ts';
import { unreadableJsonBody } from './unreadable-json-body.ts';

const PATH = '/api/test-user';

/**
 * The key first (401 without a test-users key, 429 too many calls), before the body is even read; the
 * key let in is kept for the route that answers the call.
 */
const authenticated: RequestHandler = (req, res, next) => {
  authenticateTestUserCall(req.services.system.testUsers, {
    authorization: req.get('authorization'),
    ip: req.ip ?? 'unknown',
  }).then(
    (key) => {
      res.locals.testUsersKey = key satisfies ApiKey;
      next();
    },
    (error: unknown) => sendError(res, next, error),
  );
};

/** The call's key (set by `authenticated`) as the audit log names it: by its name, never the key. */
function keyActor(req: Request, res: Response): AuditActor {
  const key: ApiKey = res.locals.testUsersKey;
  return apiKeyActor(key, originOf(req));
}

/**
 * The spec's test-user function for automation: `POST` makes a test user (201 `{ id, email, expiresAt }`),
 * `DELETE` removes one (200 `{ removed: true }`); `Authorization: Bearer <key>` with a key made on
 * `/admin/tests`. Failures answer `{ error }`: 401 key, 400 body, 404 no such test user, 409 e-mail in
 * use, 429 too many calls. A test user signs in nowhere and is removed after 10 minutes anyway. Each
 * test user made or removed is an entry of the audit log in the key's name; a refused call writes none.
 */
export function testUserApiRoutes(): Router {
  const routes = Router();
  const json = jsonBody({ limit: '16kb', anyType: true });

  routes.post(PATH, authenticated, json, async (req, res, next) => {
    try {
      const testUsers = req.services.system.testUsers;
      res.status(201).json(await createTestUserFromApi(testUsers, req.body ?? {}, keyActor(req, res)));
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.delete(PATH, authenticated, json, async (req, res, next) => {
    try {
      const testUsers = req.services.system.testUsers;
      res.json(await removeTestUserFromApi(testUsers, req.body ?? {}, keyActor(req, res)));
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.use(PATH, unreadableJsonBody);
  return routes;
}
