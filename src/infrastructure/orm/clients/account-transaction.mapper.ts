import type { AccountTransaction } from '#domain/clients/account-transaction.ts';
import type { AccountTransactionRecordEntity } from './account-transaction.entity.ts';

export function toAccountTransaction(record: AccountTransactionRecordEntity): AccountTransaction {
  return {
    id: record.id,
    clientId: record.client.id,
    type: record.type,
    amountPence: record.amount,
    balanceAfterPence: record.balanceAfter,
    description: record.description,
    createdAt: record.createdAt,
  };
}
