import type { SessionClient } from '#application/clients/schemas.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { DepositPayments, ProposalRepository } from './ports.ts';

/**
 * A card checkout for the deposit of the client's own approved proposal; the provider sends the client
 * back to the proposal with `?payment=success` or `?payment=cancelled`.
 */
export async function startDepositCheckout(
  deps: { proposals: ProposalRepository; payments: DepositPayments; baseUrl: string },
  client: SessionClient,
  proposalId: string,
): Promise<{ checkoutUrl: string }> {
  const proposal = await deps.proposals.findForClient(client.id, proposalId);
  if (!proposal || proposal.status === 'draft') throw proposalNotFound();
  nextStatus(proposal.status, 'pay_deposit');
  const back = `${deps.baseUrl}${portalProposalPath(proposal.id)}`;
  return deps.payments.startCheckout({
    proposalId: proposal.id,
    proposalTitle: proposal.title,
    amountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    reference: depositReference(proposal.id),
    clientEmail: client.email,
    successUrl: `${back}?payment=success`,
    cancelUrl: `${back}?payment=cancelled`,
  });
}
