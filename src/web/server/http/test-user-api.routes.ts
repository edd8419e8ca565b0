import express, { type RequestHandler, Router } from 'express';
import { createTestUser } from '#application/accounts/create-test-user.ts';
import { removeTestUser } from '#application/accounts/remove-test-user.ts';
import { authenticateTestUserCall } from '#application/system/authenticate-test-user-call.ts';
import { sendError } from './error-response.ts';
import { unreadableJsonBody } from './unreadable-json-body.ts';

const PATH = '/api/test-user';

/** The key first (401 without a test-users key, 429 too many calls), before the body is even read. */
const authenticated: RequestHandler = (req, res, next) => {
  authenticateTestUserCall(req.services.system.testUsers, {
    authorization: req.get('authorization'),
    ip: req.ip ?? 'unknown',
  }).then(
    () => next(),
    (error: unknown) => sendError(res, next, error),
  );
};

/**
 * The spec's test-user function for automation: `POST` makes a test user (201 `{ id, email, expiresAt }`),
 * `DELETE` removes one (200 `{ removed: true }`); `Authorization: Bearer <key>` with a key made on
 * `/admin/tests`. Failures answer `{ error }`: 401 key, 400 body, 404 no such test user, 409 e-mail in
 * use, 429 too many calls. A test user signs in nowhere and is removed after 10 minutes anyway.
 */
export function testUserApiRoutes(): Router {
  const routes = Router();
  const json = express.json({ limit: '16kb', type: () => true });

  routes.post(PATH, authenticated, json, async (req, res, next) => {
    try {
      res.status(201).json(await createTestUser(req.services.system.testUsers, req.body ?? {}));
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.delete(PATH, authenticated, json, async (req, res, next) => {
    try {
      res.json(await removeTestUser(req.services.system.testUsers, req.body ?? {}));
    } catch (error) {
      sendError(res, next, error);
    }
  });

  routes.use(PATH, unreadableJsonBody);
  return routes;
}
