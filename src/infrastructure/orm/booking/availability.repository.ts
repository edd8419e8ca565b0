import { randomUUID } from 'node:crypto';
import { QueryOrder } from '@mikro-orm/core';
import type { AvailabilityRepository } from '#application/booking/ports.ts';
import type { DateOverride, WeeklyRange } from '#domain/booking/availability.ts';
import type { IsoDate } from '#domain/booking/zoned-time.ts';
import type { UnitOfWork } from '../database.ts';
import {
  AvailabilityOverrideRecord,
  type AvailabilityOverrideRecordEntity,
  AvailabilityRecord,
} from './availability.entity.ts';

/**
 * A date's override is stored as its rows: one per range of its own hours, or a single row without
 * minutes for a day off. `date` is a `date` column, read and written as 'YYYY-MM-DD' text, so no
 * time zone ever moves it.
 */
function toOverrides(records: readonly AvailabilityOverrideRecordEntity[]): DateOverride[] {
  const byDate = new Map<IsoDate, DateOverride>();
  for (const record of records) {
    let override = byDate.get(record.date);
    if (!override) {
      override = { date: record.date, ranges: [], note: null };
      byDate.set(record.date, override);
    }
    override.note ??= record.note ?? null;
    if (record.startMinute != null && record.endMinute != null) {
      override.ranges.push({ startMinute: record.startMinute, endMinute: record.endMinute });
    }
  }
  return [...byDate.values()];
}

export class OrmAvailabilityRepository implements AvailabilityRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async weekly(): Promise<WeeklyRange[]> {
    const records = await this.em.find(
      AvailabilityRecord,
      {},
      { orderBy: { dayOfWeek: QueryOrder.ASC, startMinute: QueryOrder.ASC }, disableIdentityMap: true },
    );
    return records.map(({ dayOfWeek, startMinute, endMinute }) => ({ dayOfWeek, startMinute, endMinute }));
  }

  replaceWeekly(ranges: readonly WeeklyRange[]): Promise<void> {
    return this.em.transactional(
      async (em) => {
        await em.nativeDelete(AvailabilityRecord, {});
        for (const range of ranges) em.create(AvailabilityRecord, { id: randomUUID(), ...range });
        await em.flush();
      },
      { clear: true },
    );
  }

  async overridesBetween(from: IsoDate, to: IsoDate): Promise<DateOverride[]> {
    const records = await this.em.find(
      AvailabilityOverrideRecord,
      { date: { $gte: from, $lte: to } },
      { orderBy: { date: QueryOrder.ASC, startMinute: QueryOrder.ASC }, disableIdentityMap: true },
    );
    return toOverrides(records);
  }

  setOverride(override: DateOverride): Promise<void> {
    const { date, note } = override;
    const rows = override.ranges.length > 0 ? override.ranges : [{ startMinute: null, endMinute: null }];
    return this.em.transactional(
      async (em) => {
        await em.nativeDelete(AvailabilityOverrideRecord, { date });
        for (const { startMinute, endMinute } of rows) {
          em.create(AvailabilityOverrideRecord, { id: randomUUID(), date, startMinute, endMinute, note });
        }
        await em.flush();
      },
      { clear: true },
    );
  }

  async removeOverride(date: IsoDate): Promise<boolean> {
    return (await this.em.nativeDelete(AvailabilityOverrideRecord, { date })) > 0;
  }
}
