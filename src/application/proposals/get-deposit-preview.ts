import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import type { DepositPayments, ProposalRepository } from './ports.ts';
import type { DepositInstructionsDto } from './schemas.ts';

/**
 * What the client's 'Pay Deposit' will show for this proposal (the owner's Preview Client View), in any
 * status: the preview shows it disabled.
 */
export async function getDepositPreview(
  deps: { proposals: ProposalRepository; payments: DepositPayments },
  proposalId: string,
): Promise<DepositInstructionsDto> {
  const set = await deps.proposals.findRecordSet(proposalId);
  if (!set) throw proposalNotFound();
  const { proposal } = set;
  return deps.payments.instructions({
    amountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    reference: depositReference(proposal.id),
  });
}
