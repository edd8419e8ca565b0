import type { MailDeliveries } from '#application/mail/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { MailDeliveryRecord } from './mail-delivery.entity.ts';

export class OrmMailDeliveries implements MailDeliveries {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async sentMessageId(key: string): Promise<string | undefined> {
    const row = await this.em.findOne(MailDeliveryRecord, { key }, { disableIdentityMap: true });
    return row?.messageId;
  }

  async recordSent(key: string, messageId: string): Promise<void> {
    try {
      await this.em.insert(MailDeliveryRecord, { key, messageId, sentAt: new Date() });
    } catch (error) {
      // Already recorded by an earlier run of the same job: once is what it says.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
