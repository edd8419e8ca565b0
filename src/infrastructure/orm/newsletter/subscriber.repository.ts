import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Subscriber, SubscriberChanges, SubscriberRepository } from '#application/newsletter/ports.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  NewsletterSubscriberRecord,
  type NewsletterSubscriberRecordEntity,
} from './newsletter-subscriber.entity.ts';

function toSubscriber(record: NewsletterSubscriberRecordEntity): Subscriber {
  return {
    id: record.id,
    email: record.email,
    name: record.name ?? null,
    source: record.source,
    language: record.language,
    metadata: record.metadata,
    status: record.status,
    confirmationSentAt: record.confirmationSentAt ?? null,
    confirmedAt: record.confirmedAt ?? null,
  };
}

export class OrmSubscriberRepository implements SubscriberRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  private async findOne(
    where: Partial<Pick<NewsletterSubscriberRecordEntity, 'id' | 'email' | 'confirmationTokenHash'>>,
  ) {
    const record = await this.em.findOne(NewsletterSubscriberRecord, where);
    return record ? toSubscriber(record) : null;
  }

  findByEmail(email: string) {
    return this.findOne({ email });
  }

  findById(id: string) {
    return this.findOne({ id });
  }

  findByConfirmationTokenHash(hash: string) {
    return this.findOne({ confirmationTokenHash: hash });
  }

  async create(
    subscriber: Omit<Subscriber, 'id' | 'confirmedAt'> & { confirmationTokenHash: string },
  ): Promise<Subscriber | null> {
    const record = this.em.create(NewsletterSubscriberRecord, {
      id: randomUUID(),
      email: subscriber.email,
      name: subscriber.name,
      source: subscriber.source,
      language: subscriber.language,
      metadata: subscriber.metadata,
      status: subscriber.status,
      confirmationTokenHash: subscriber.confirmationTokenHash,
      confirmationSentAt: subscriber.confirmationSentAt,
      createdAt: new Date(),
    });
    try {
      await this.em.flush();
    } catch (error) {
      this.em.clear();
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return toSubscriber(record);
  }

  async update(id: string, changes: SubscriberChanges): Promise<void> {
    await this.em.nativeUpdate(NewsletterSubscriberRecord, { id }, changes);
  }
}
