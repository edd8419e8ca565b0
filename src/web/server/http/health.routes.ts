import { Router } from 'express';
import type { Readiness } from '#domain/system/readiness.ts';

/** `/healthz`: the process answers. `/readyz`: the database and the queue answer too (503 otherwise). */
export function healthRoutes(checkReadiness: () => Promise<Readiness>): Router {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness();
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks });
  });
  return routes;
}
