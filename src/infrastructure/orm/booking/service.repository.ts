import type { EntityManager } from '@mikro-orm/core';
import type { ServiceFields, ServiceRepository } from '#application/booking/ports.ts';
import type { BookingService, ServiceText } from '#domain/booking/service.ts';

// FOUNDATION: helper "booking-data" implements this class (the port's JSDoc says what each method promises).
export class OrmServiceRepository implements ServiceRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  listActive(): Promise<BookingService[]> {
    throw new Error(`not built yet ${this.em.name}`);
  }
  listAll(): Promise<BookingService[]> {
    throw new Error('not built yet');
  }
  findById(_id: string): Promise<BookingService | null> {
    throw new Error('not built yet');
  }
  findBySlug(_slug: string): Promise<BookingService | null> {
    throw new Error('not built yet');
  }
  create(
    _fields: ServiceFields,
    _translations?: Partial<Record<string, ServiceText>>,
  ): Promise<BookingService> {
    throw new Error('not built yet');
  }
  update(_id: string, _fields: ServiceFields): Promise<BookingService | null> {
    throw new Error('not built yet');
  }
  count(): Promise<number> {
    throw new Error('not built yet');
  }
}
