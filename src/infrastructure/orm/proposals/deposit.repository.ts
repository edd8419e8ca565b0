import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { DepositRecordResult, DepositRepository } from '#application/proposals/ports.ts';
import { balanceAfter } from '#domain/clients/account-transaction.ts';
import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { AccountTransactionRecord } from '../clients/account-transaction.entity.ts';
import { ClientRecord } from '../clients/client.entity.ts';
import { ProjectRecord } from '../clients/project.entity.ts';
import type { UnitOfWork } from '../database.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { toDepositPayment } from './deposit-payment.mapper.ts';
import { ProposalRecord } from './proposal.entity.ts';
import { PaymentWebhookEventRecord, ProposalPaymentRecord } from './proposal-payment.entity.ts';

type NewDeposit = Parameters<DepositRepository['record']>[0];

export class OrmDepositRepository implements DepositRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async record(payment: NewDeposit): Promise<DepositRecordResult> {
    try {
      return await this.em.transactional((em) => this.recordLocked(em, payment), { clear: true });
    } catch (error) {
      // The row lock makes a second payment wait and then see the first; the unique index is the
      // last word should anything write around the lock.
      if (!isUniqueViolation(error, 'proposal_payments_proposal_id_unique')) throw error;
      const first = await this.findForProposal(payment.proposalId);
      if (!first) throw error;
      return { outcome: 'already_paid', payment: first };
    }
  }

  private async recordLocked(em: UnitOfWork, payment: NewDeposit): Promise<DepositRecordResult> {
    const proposal = await em.findOne(
      ProposalRecord,
      { id: payment.proposalId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!proposal) return { outcome: 'not_found' };
    const existing = await em.findOne(ProposalPaymentRecord, { proposal: proposal.id });
    if (existing) return { outcome: 'already_paid', payment: toDepositPayment(existing) };
    if (proposal.status !== 'approved') return { outcome: 'not_approved', status: proposal.status };

    const project = await em.findOneOrFail(ProjectRecord, { id: proposal.project.id });
    // The client row is locked as every account transaction locks it: balance_after is never stale.
    const client = await em.findOneOrFail(
      ClientRecord,
      { id: project.client.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const after = balanceAfter(client.accountBalance, 'credit', payment.amountPence);
    client.accountBalance = after;
    client.paymentsReceived += payment.amountPence;
    const transaction = em.create(AccountTransactionRecord, {
      id: randomUUID(),
      client,
      type: 'credit',
      amount: payment.amountPence,
      balanceAfter: after,
      description: payment.transactionDescription,
      createdAt: payment.paidAt,
    });
    const record = em.create(ProposalPaymentRecord, {
      id: randomUUID(),
      proposal,
      method: payment.method,
      amount: payment.amountPence,
      reference: payment.reference,
      providerReference: payment.providerReference,
      transaction,
      paidAt: payment.paidAt,
      createdAt: new Date(),
    });
    proposal.status = 'locked';
    proposal.lockedAt = payment.paidAt;
    await em.flush();
    return { outcome: 'recorded', payment: toDepositPayment(record) };
  }

  async findForProposal(proposalId: string): Promise<DepositPayment | null> {
    const record = await this.em.findOne(
      ProposalPaymentRecord,
      { proposal: proposalId },
      { disableIdentityMap: true },
    );
    return record ? toDepositPayment(record) : null;
  }

  async rememberWebhookEvent(eventId: string, type: string): Promise<boolean> {
    // `on conflict do nothing`: a replayed event inserts nothing and says so.
    const inserted = await sqlEntityManager(this.em)
      .createQueryBuilder(PaymentWebhookEventRecord)
      .insert({ id: eventId.slice(0, 255), type: type.slice(0, 100), receivedAt: new Date() })
      .onConflict('id')
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0;
  }

  async forgetWebhookEvent(eventId: string): Promise<void> {
    await this.em.nativeDelete(PaymentWebhookEventRecord, { id: eventId.slice(0, 255) });
  }
}
