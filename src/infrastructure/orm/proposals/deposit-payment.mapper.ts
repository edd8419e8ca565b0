import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import type { ProposalPaymentRecordEntity } from './proposal-payment.entity.ts';

export function toDepositPayment(record: ProposalPaymentRecordEntity): DepositPayment {
  return {
    id: record.id,
    proposalId: record.proposal.id,
    method: record.method,
    amountPence: record.amount,
    reference: record.reference,
    providerReference: record.providerReference ?? null,
    transactionId: record.transaction.id,
    paidAt: record.paidAt,
  };
}
