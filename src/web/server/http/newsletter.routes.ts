import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { confirmSubscription } from '#application/newsletter/confirm-subscription.ts';
import { unsubscribe } from '#application/newsletter/unsubscribe.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { urlencodedBody } from './body-parsers.ts';

const tokenOf = (req: Request) => {
  const fromBody: unknown = req.body?.token;
  const fromQuery: unknown = req.query.token;
  return z
    .string()
    .min(1)
    .max(300)
    .safeParse(typeof fromBody === 'string' ? fromBody : fromQuery).data;
};

/** A person clicking a form gets the result page; a mail provider's one-click POST gets a status. */
function answer(req: Request, res: Response, page: string, status: 'done' | 'invalid') {
  if ((req.headers.accept ?? '').includes('text/html')) return res.redirect(303, `${page}?status=${status}`);
  res
    .status(status === 'done' ? 200 : 404)
    .type('text/plain')
    .send(status === 'done' ? 'OK' : 'Invalid link');
}

/**
 * The confirmation and unsubscribe links land on pages with one button; the button posts here (plain
 * HTML forms, no JavaScript needed). Nothing changes on GET, so mail scanners that open links change
 * nothing. `POST /newsletter/unsubscribe?token=` is also the RFC 8058 one-click target.
 */
export function newsletterRoutes(): Router {
  const routes = Router();
  routes.use('/newsletter', urlencodedBody({ limit: '4kb' }));

  const handle =
    (page: string, action: (req: Request, token: string) => Promise<unknown>) =>
    async (req: Request, res: Response, next: express.NextFunction) => {
      const token = tokenOf(req);
      try {
        if (!token) return answer(req, res, page, 'invalid');
        await action(req, token);
        answer(req, res, page, 'done');
      } catch (error) {
        if (error instanceof AppError && error.kind === 'not_found') return answer(req, res, page, 'invalid');
        next(error);
      }
    };

  routes.post(
    '/newsletter/confirm',
    handle('/newsletter/confirm', (req, token) => confirmSubscription(req.services.newsletter, token)),
  );
  routes.post(
    '/newsletter/unsubscribe',
    handle('/newsletter/unsubscribe', (req, token) => unsubscribe(req.services.newsletter, token)),
  );
  return routes;
}
