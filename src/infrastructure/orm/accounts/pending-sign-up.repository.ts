import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { PendingSignUp, PendingSignUpRepository } from '#application/accounts/ports.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { PendingSignUpRecord, type PendingSignUpRecordEntity } from './pending-sign-up.entity.ts';

function toPendingSignUp(record: PendingSignUpRecordEntity): PendingSignUp {
  return {
    id: record.id,
    email: record.email,
    passwordHash: record.passwordHash,
    firstName: record.firstName,
    lastName: record.lastName,
    phone: record.phone,
    language: record.language,
    sentAt: record.sentAt,
  };
}

export class OrmPendingSignUpRepository implements PendingSignUpRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async saveUnlessWaiting(
    signUp: Omit<PendingSignUp, 'id'>,
    tokenHash: string,
    expiredBefore: Date,
  ): Promise<boolean> {
    await this.em.nativeDelete(PendingSignUpRecord, { email: signUp.email, sentAt: { $lt: expiredBefore } });
    // `on conflict do nothing`: of two requests for one address at once, the first stays.
    const inserted = await sqlEntityManager(this.em)
      .createQueryBuilder(PendingSignUpRecord)
      .insert({ id: randomUUID(), ...signUp, tokenHash })
      .onConflict('email')
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<PendingSignUp | null> {
    const record = await this.em.findOne(PendingSignUpRecord, { tokenHash });
    return record ? toPendingSignUp(record) : null;
  }

  async remove(id: string): Promise<boolean> {
    return (await this.em.nativeDelete(PendingSignUpRecord, { id })) > 0;
  }

  removeSentBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(PendingSignUpRecord, { sentAt: { $lt: cutoff } });
  }
}
