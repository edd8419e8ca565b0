import express, { Router } from 'express';
import { z } from 'zod';
import { redactUrl } from '#infrastructure/log-redaction.ts';

const clientErrorSchema = z.object({
  errorId: z.uuid(),
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  url: z.string().max(2000),
});

/** Where the browser's error boundary reports a crash, so the id on the reader's screen is in the log. */
export function clientErrorRoutes(): Router {
  const routes = Router();
  routes.post('/api/client-errors', express.json({ limit: '8kb' }), (req, res) => {
    const report = clientErrorSchema.safeParse(req.body);
    if (!report.success) {
      res.status(400).json({ error: 'Invalid error report' });
      return;
    }
    const clientError = { ...report.data, url: redactUrl(report.data.url) };
    req.log.error({ clientError, errorId: report.data.errorId }, 'error in the browser');
    res.status(204).end();
  });
  return routes;
}
