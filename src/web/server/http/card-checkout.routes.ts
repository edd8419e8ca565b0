import { Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { startDepositCheckout } from '#application/proposals/start-deposit-checkout.ts';
import { clientsOnly } from '#domain/accounts/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { AppError } from '#domain/shared/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The 'Pay by card' button without JavaScript (a plain form post, after the same-origin check): 303 to
 * the provider's checkout, or back to the proposal's payment section when it cannot start.
 */
export function cardCheckoutRoutes(): Router {
  const routes = Router();
  routes.post('/portal/proposals/:id/checkout', async (req, res, next) => {
    const id = req.params.id;
    if (!UUID.test(id)) return next();
    if (!req.user)
      return res.redirect(303, `/client_login?redirect=${encodeURIComponent(portalProposalPath(id))}`);
    try {
      if (req.user.role !== 'user') throw clientsOnly();
      const client = await findSessionClient(req.services.clients, req.user.id);
      const { checkoutUrl } = await startDepositCheckout(req.services.proposals, client, id);
      res.redirect(303, checkoutUrl);
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      res.redirect(303, `${portalProposalPath(id)}?payment=unavailable#pay`);
    }
  });

  return routes;
}
