import type { SessionClient } from '#application/clients/schemas.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { DepositPayments, ProposalRepository } from './ports.ts';
import type { DepositInstructionsDto } from './schemas.ts';

/**
 * How the client pays the deposit of their own approved proposal: the amount, the reference and the
 * payee (bank transfer) or a card checkout to start. Before approval, or once paid, it says why not.
 */
export async function getDepositInstructions(
  deps: { proposals: ProposalRepository; payments: DepositPayments },
  client: SessionClient,
  proposalId: string,
): Promise<DepositInstructionsDto> {
  const proposal = await deps.proposals.findForClient(client.id, proposalId);
  if (!proposal || proposal.status === 'draft') throw proposalNotFound();
  nextStatus(proposal.status, 'pay_deposit');
  return deps.payments.instructions({
    amountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    reference: depositReference(proposal.id),
  });
}
