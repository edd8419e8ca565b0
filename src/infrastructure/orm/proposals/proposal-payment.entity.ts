import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_METHODS } from '#domain/proposals/deposit-payment.ts';
import { AccountTransactionRecord } from '../clients/account-transaction.entity.ts';
import { ProposalRecord } from './proposal.entity.ts';

/** A proposal's deposit, paid; the unique proposal makes a second payment impossible. */
export const ProposalPaymentRecord = defineEntity({
  name: 'ProposalPaymentRecord',
  tableName: 'proposal_payments',
  properties: {
    id: p.uuid().primary(),
    proposal: p
      .oneToOne(ProposalRecord)
      .owner()
      .fieldName('proposal_id')
      .deleteRule('cascade')
      .updateRule('cascade'),
    method: p.enum(PAYMENT_METHODS).columnType('varchar(20)'),
    /** Integer pence. */
    amount: p.integer(),
    reference: p.string().length(64),
    providerReference: p.string().length(255).nullable(),
    transaction: p
      .manyToOne(AccountTransactionRecord)
      .fieldName('transaction_id')
      .deleteRule('restrict')
      .updateRule('cascade'),
    paidAt: p.datetime().columnType('timestamptz'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type ProposalPaymentRecordEntity = InstanceType<typeof ProposalPaymentRecord.class>;

/** A payment provider's event, kept once: a replayed webhook finds it and changes nothing. */
export const PaymentWebhookEventRecord = defineEntity({
  name: 'PaymentWebhookEventRecord',
  tableName: 'payment_webhook_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    receivedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
