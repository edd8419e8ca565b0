import { Router } from 'express';
import { z } from 'zod';
import { reportClientError } from '#application/system/report-client-error.ts';
import { redactUrl } from '#infrastructure/log-redaction.ts';
import { jsonBody } from './body-parsers.ts';
import { sendError } from './error-response.ts';

const clientErrorSchema = z.object({
  errorId: z.uuid(),
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  url: z.string().max(2000),
});

/** Where the browser's error boundary reports a crash, so the id on the reader's screen is in the log. */
export function clientErrorRoutes(): Router {
  const routes = Router();
  routes.post('/api/client-errors', jsonBody({ limit: '8kb' }), async (req, res, next) => {
    const report = clientErrorSchema.safeParse(req.body);
    if (!report.success) {
      res.status(400).json({ error: 'Invalid error report' });
      return;
    }
    try {
      // The request's own logger, so the line carries the request id.
      await reportClientError(
        {
          limiter: req.services.system.clientErrorLimiter,
          logError: (fields, message) => req.log.error(fields, message),
        },
        { ...report.data, url: redactUrl(report.data.url) },
        { ip: req.ip ?? 'unknown' },
      );
      res.status(204).end();
    } catch (error) {
      sendError(res, next, error);
    }
  });
  return routes;
}
