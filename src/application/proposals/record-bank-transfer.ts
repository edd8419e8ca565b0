import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { ProposalRepository } from './ports.ts';
import { type RecordDepositDeps, recordDeposit, toDepositPaymentDto } from './record-deposit.ts';
import type { DepositPaymentDto, RecordBankTransferInput } from './schemas.ts';

/**
 * The owner (admin) records a deposit received by bank transfer: the proposal's deposit, its reference,
 * and the owner's note (the bank's own reference). The proposal becomes locked.
 */
export async function recordBankTransfer(
  deps: RecordDepositDeps & { proposals: ProposalRepository },
  input: RecordBankTransferInput,
): Promise<DepositPaymentDto> {
  const set = await deps.proposals.findRecordSet(input.id);
  if (!set) throw proposalNotFound();
  const { proposal } = set;
  // Paid already (by card, or by a second click): the first payment stands, and the owner is told so.
  nextStatus(proposal.status, 'pay_deposit');
  const payment = await recordDeposit(deps, set, {
    method: 'bank_transfer',
    amountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    reference: depositReference(proposal.id),
    providerReference: input.note,
  });
  return toDepositPaymentDto(payment);
}
