import { randomUUID } from 'node:crypto';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { NewTransaction, TransactionRepository } from '#application/clients/ports.ts';
import { type AccountTransaction, balanceAfter } from '#domain/clients/account-transaction.ts';
import type { UnitOfWork } from '../database.ts';
import { AccountTransactionRecord } from './account-transaction.entity.ts';
import { toAccountTransaction } from './account-transaction.mapper.ts';
import { ClientRecord } from './client.entity.ts';

export class OrmTransactionRepository implements TransactionRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async listForClient(clientId: string): Promise<AccountTransaction[]> {
    const records = await this.em.find(
      AccountTransactionRecord,
      { client: clientId },
      { orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }], disableIdentityMap: true },
    );
    return records.map(toAccountTransaction);
  }

  async findForClient(clientId: string, transactionId: string): Promise<AccountTransaction | null> {
    const record = await this.em.findOne(
      AccountTransactionRecord,
      { id: transactionId, client: clientId },
      { disableIdentityMap: true },
    );
    return record ? toAccountTransaction(record) : null;
  }

  record(clientId: string, transaction: NewTransaction): Promise<AccountTransaction | null> {
    return this.em.transactional(
      async (em) => {
        // The client row is locked until commit: a concurrent transaction waits, then reads the balance
        // this one wrote, so no credit or debit is ever lost.
        const client = await em.findOne(
          ClientRecord,
          { id: clientId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!client) return null;
        const after = balanceAfter(client.accountBalance, transaction.type, transaction.amountPence);
        client.accountBalance = after;
        if (transaction.type === 'credit') client.paymentsReceived += transaction.amountPence;
        const record = em.create(AccountTransactionRecord, {
          id: randomUUID(),
          client,
          type: transaction.type,
          amount: transaction.amountPence,
          balanceAfter: after,
          description: transaction.description,
          createdAt: new Date(),
        });
        await em.flush();
        return toAccountTransaction(record);
      },
      { clear: true },
    );
  }
}
