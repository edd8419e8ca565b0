import express, { Router } from 'express';
import { confirmCardDeposit } from '#application/proposals/confirm-card-deposit.ts';
import type { DepositWebhooks } from '#application/proposals/ports.ts';
import { sendError } from './error-response.ts';

/**
 * `POST /webhooks/stripe`, when Stripe is configured (404 otherwise). It reads the raw body, since the
 * signature covers its exact bytes: a bad signature is 400, a confirmed deposit or a replay 200.
 */
export function paymentWebhookRoutes(webhooks: DepositWebhooks | undefined): Router {
  const routes = Router();
  if (!webhooks) {
    // Not configured: the address does not exist (and never reaches the page renderer).
    routes.post('/webhooks/stripe', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
    return routes;
  }

  routes.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '256kb' }), async (req, res, next) => {
    try {
      const body: unknown = req.body;
      const raw = body instanceof Uint8Array ? body : new Uint8Array();
      const confirmed = webhooks.confirmedDeposit(raw, req.get('stripe-signature'));
      if (!confirmed) return void res.status(200).json({ received: true, ignored: true });
      const result = await confirmCardDeposit(req.services.proposals, confirmed);
      res.status(200).json({ received: true, outcome: result.outcome });
    } catch (error) {
      sendError(res, next, error);
    }
  });

  return routes;
}
