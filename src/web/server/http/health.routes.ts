import { Router } from 'express';
import type { Readiness } from '#domain/system/readiness.ts';

/**
 * `/healthz`: the process answers. `/readyz`: the database and the queue answer too (503 otherwise),
 * and the process is not shutting down (503 from SIGTERM on, while requests in flight finish).
 */
export function healthRoutes(
  checkReadiness: () => Promise<Readiness>,
  draining: { active: boolean },
): Router {
  const routes = Router();
  routes.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  routes.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (draining.active) {
      return void res.status(503).json({
        status: 'draining',
        message: 'Shutting down: requests in flight are finishing; send new ones elsewhere',
      });
    }
    const readiness = await checkReadiness();
    res
      .status(readiness.ready ? 200 : 503)
      .json({ status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks });
  });
  return routes;
}
