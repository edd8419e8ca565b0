import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { ProposalRepository } from './ports.ts';
import {
  queueDepositEmails,
  type RecordDepositDeps,
  storeDeposit,
  toDepositPaymentDto,
} from './record-deposit.ts';
import type { DepositPaymentDto, RecordBankTransferInput } from './schemas.ts';

/**
 * The owner (admin) records a deposit received by bank transfer: the proposal's deposit, its reference,
 * and the owner's note (the bank's own reference). The proposal becomes locked. The payment, its
 * credit, the lock and the audit entry are one commit; the e-mails are queued after it.
 */
export async function recordBankTransfer(
  deps: RecordDepositDeps & { proposals: ProposalRepository; audit: AuditLog },
  input: RecordBankTransferInput,
  actor: AuditActor,
): Promise<DepositPaymentDto> {
  const set = await deps.proposals.findRecordSet(input.id);
  if (!set) throw proposalNotFound();
  const { proposal } = set;
  // Paid already (by card, or by a second click): the first payment stands, and the owner is told so.
  nextStatus(proposal.status, 'pay_deposit');
  const stored = await deps.audit.record(actor, async () => {
    const stored = await storeDeposit(deps, set, {
      method: 'bank_transfer',
      amountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
      reference: depositReference(proposal.id),
      providerReference: input.note,
    });
    const { payment } = stored;
    return {
      result: stored,
      entry: stored.recordedNow
        ? {
            action: 'payment.recorded',
            subject: { type: 'proposal', id: proposal.id, label: proposal.title },
            before: { status: proposal.status },
            after: {
              status: 'locked',
              method: payment.method,
              amountPence: payment.amountPence,
              reference: payment.reference,
              note: payment.providerReference,
            },
          }
        : null,
    };
  });
  if (stored.recordedNow) await queueDepositEmails(deps, set, stored.payment);
  return toDepositPaymentDto(stored.payment);
}
