import { type AccountTransaction, signedAmount } from '#domain/clients/account-transaction.ts';
import type { PortalTransactionDto } from './transaction-schemas.ts';

export function toPortalTransaction(transaction: AccountTransaction): PortalTransactionDto {
  return {
    id: transaction.id,
    type: transaction.type,
    amountPence: transaction.amountPence,
    signedAmountPence: signedAmount(transaction.type, transaction.amountPence),
    balanceAfterPence: transaction.balanceAfterPence,
    description: transaction.description,
    createdAt: transaction.createdAt.toISOString(),
  };
}
