import { defineEntity, p } from '@mikro-orm/core';
import { TRANSACTION_TYPES } from '#domain/clients/account-transaction.ts';
import { TRANSACTION_LIST_INDEXES } from './admin-list-indexes.ts';
import { ClientRecord } from './client.entity.ts';

export const AccountTransactionRecord = defineEntity({
  name: 'AccountTransactionRecord',
  tableName: 'account_transactions',
  indexes: [
    { name: 'account_transactions_client_id_created_at_index', properties: ['client', 'createdAt'] },
    ...TRANSACTION_LIST_INDEXES,
  ],
  properties: {
    id: p.uuid().primary(),
    client: p.manyToOne(ClientRecord).fieldName('client_id').deleteRule('cascade').updateRule('cascade'),
    type: p.enum(TRANSACTION_TYPES).columnType('varchar(10)'),
    /** Integer pence, always positive. */
    amount: p.integer(),
    /** The client's balance once this transaction applied, integer pence. */
    balanceAfter: p.integer(),
    description: p.string().length(500),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type AccountTransactionRecordEntity = InstanceType<typeof AccountTransactionRecord.class>;
