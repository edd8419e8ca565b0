import { randomUUID } from 'node:crypto';
import { type EntityManager, QueryOrder } from '@mikro-orm/core';
import type {
  ContactMessage,
  ContactMessageRepository,
  NewContactMessage,
} from '#application/contact/ports.ts';
import { ContactMessageRecord, type ContactMessageRecordEntity } from './contact-message.entity.ts';

const MESSAGE_FIELDS = ['id', 'name', 'email', 'message', 'ip', 'userAgent', 'createdAt'] as const;

function toMessage(
  record: Pick<ContactMessageRecordEntity, (typeof MESSAGE_FIELDS)[number]>,
): ContactMessage {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    message: record.message,
    ip: record.ip,
    userAgent: record.userAgent,
    createdAt: record.createdAt,
  };
}

export class OrmContactMessageRepository implements ContactMessageRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async save(message: NewContactMessage): Promise<ContactMessage> {
    // `created_at` is the database's time of arrival, read back by the insert.
    const record = await this.em.transactional(
      (em) =>
        em.create(ContactMessageRecord, {
          id: randomUUID(),
          name: message.name,
          email: message.email,
          message: message.message,
          ip: message.ip,
          userAgent: message.userAgent,
        }),
      { clear: true },
    );
    return toMessage(record);
  }

  async markNotificationQueued(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(ContactMessageRecord, { id }, { notificationQueuedAt: at });
  }

  async awaitingNotification(limit: number): Promise<ContactMessage[]> {
    const records = await this.em.find(
      ContactMessageRecord,
      { notificationQueuedAt: null },
      { fields: MESSAGE_FIELDS, orderBy: { createdAt: QueryOrder.ASC }, limit, disableIdentityMap: true },
    );
    return records.map(toMessage);
  }
}
