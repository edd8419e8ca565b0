import { Router } from 'express';
import { hasBearerToken } from '#infrastructure/metrics/bearer-token.ts';
import type { MetricsExposition } from '#infrastructure/metrics/metrics-registry.ts';

export interface SiteMetricsEndpoint {
  token: string;
  exposition(): Promise<MetricsExposition>;
}

/**
 * `GET /metrics` on the site, for Prometheus, only with `METRICS_TOKEN` (and no `METRICS_PORT`): the
 * token is asked for as a bearer token (401 without it). Otherwise the address does not exist (404).
 */
export function metricsRoutes(endpoint: SiteMetricsEndpoint | undefined): Router {
  const routes = Router();
  routes.get('/metrics', async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!endpoint) return void res.status(404).type('text/plain').send('Not found');
    if (!hasBearerToken(req.get('authorization'), endpoint.token)) {
      return void res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    }
    try {
      const { contentType, body } = await endpoint.exposition();
      res.type(contentType).send(body);
    } catch (error) {
      next(error);
    }
  });
  return routes;
}
