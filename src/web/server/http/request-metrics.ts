import type { RequestHandler } from 'express';
import { routeNameOf } from './route-name.ts';

/** What the middleware needs of the metrics (the infrastructure's `HttpMetrics`). */
export interface RequestMetrics {
  begin(): (answered: { method: string; route: string; status: string }) => void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request, first of all (page-cache hits too), and records it by method, route pattern and
 * status once its connection is done with it; a client that left before the end counts as 499.
 */
export function recordRequests(metrics: RequestMetrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.begin();
    res.once('close', () => {
      end({
        method: METHODS.has(req.method) ? req.method : 'other',
        route: routeNameOf(req, res),
        status: res.writableFinished ? String(res.statusCode) : '499',
      });
    });
    next();
  };
}
