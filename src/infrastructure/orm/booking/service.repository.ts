import { randomUUID } from 'node:crypto';
import { type EntityManager, QueryOrder } from '@mikro-orm/core';
import type { ServiceFields, ServiceRepository } from '#application/booking/ports.ts';
import { serviceSlugTaken } from '#domain/booking/errors.ts';
import type { BookingService, ServiceText, ServiceTranslations } from '#domain/booking/service.ts';
import type { UnitOfWork } from '../database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { ServiceRecord, type ServiceRecordEntity } from './service.entity.ts';

export function toService(record: ServiceRecordEntity): BookingService {
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    description: record.description,
    durationMinutes: record.durationMinutes,
    pricePence: record.pricePence,
    bufferBeforeMinutes: record.bufferBeforeMinutes,
    bufferAfterMinutes: record.bufferAfterMinutes,
    minimumNoticeMinutes: record.minimumNoticeMinutes,
    horizonDays: record.horizonDays,
    isActive: record.isActive,
    position: record.position,
    translations: { ...record.translations },
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const byPosition = { orderBy: { position: QueryOrder.ASC, createdAt: QueryOrder.ASC, id: QueryOrder.ASC } };

export class OrmServiceRepository implements ServiceRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async listActive(): Promise<BookingService[]> {
    const records = await this.em.find(
      ServiceRecord,
      { isActive: true },
      { ...byPosition, disableIdentityMap: true },
    );
    return records.map(toService);
  }

  async listAll(): Promise<BookingService[]> {
    const records = await this.em.find(ServiceRecord, {}, { ...byPosition, disableIdentityMap: true });
    return records.map(toService);
  }

  async findById(id: string): Promise<BookingService | null> {
    const record = await this.em.findOne(ServiceRecord, { id }, { disableIdentityMap: true });
    return record ? toService(record) : null;
  }

  async findBySlug(slug: string): Promise<BookingService | null> {
    const record = await this.em.findOne(ServiceRecord, { slug }, { disableIdentityMap: true });
    return record ? toService(record) : null;
  }

  create(
    fields: ServiceFields,
    translations: Partial<Record<string, ServiceText>> = {},
  ): Promise<BookingService> {
    return this.writing(async (em) => {
      const [last] = await em.find(
        ServiceRecord,
        {},
        { orderBy: { position: QueryOrder.DESC }, limit: 1, fields: ['position'] },
      );
      const now = new Date();
      const record = em.create(ServiceRecord, {
        ...fields,
        id: randomUUID(),
        position: last ? last.position + 1 : 0,
        translations,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return toService(record);
    });
  }

  update(id: string, fields: ServiceFields): Promise<BookingService | null> {
    return this.writing(async (em) => {
      const record = await em.findOne(ServiceRecord, { id });
      if (!record) return null;
      em.assign(record, fields);
      await em.flush();
      return toService(record);
    });
  }

  setTranslations(id: string, translations: ServiceTranslations): Promise<BookingService | null> {
    return this.writing(async (em) => {
      const record = await em.findOne(ServiceRecord, { id });
      if (!record) return null;
      record.translations = translations;
      await em.flush();
      return toService(record);
    });
  }

  count(): Promise<number> {
    return this.em.count(ServiceRecord, {});
  }

  private async writing<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work, { clear: true });
    } catch (error) {
      if (isUniqueViolation(error, 'services_slug_unique')) throw serviceSlugTaken();
      throw error;
    }
  }
}
