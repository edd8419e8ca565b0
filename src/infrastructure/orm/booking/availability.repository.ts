import type { EntityManager } from '@mikro-orm/core';
import type { AvailabilityRepository } from '#application/booking/ports.ts';
import type { DateOverride, WeeklyRange } from '#domain/booking/availability.ts';
import type { IsoDate } from '#domain/booking/zoned-time.ts';

// FOUNDATION: helper "booking-data" implements this class.
export class OrmAvailabilityRepository implements AvailabilityRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  weekly(): Promise<WeeklyRange[]> {
    throw new Error(`not built yet ${this.em.name}`);
  }
  replaceWeekly(_ranges: readonly WeeklyRange[]): Promise<void> {
    throw new Error('not built yet');
  }
  overridesBetween(_from: IsoDate, _to: IsoDate): Promise<DateOverride[]> {
    throw new Error('not built yet');
  }
  setOverride(_override: DateOverride): Promise<void> {
    throw new Error('not built yet');
  }
  removeOverride(_date: IsoDate): Promise<boolean> {
    throw new Error('not built yet');
  }
}
