import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { dateInZone } from '#domain/booking/zoned-time.ts';
import type { Clock } from '../shared/ports.ts';
import type { AvailabilityDto } from './dto.ts';
import type { AvailabilityRepository } from './ports.ts';

export interface OwnerAvailabilityDeps {
  availability: AvailabilityRepository;
  clock: Clock;
}

/** Overrides are listed up to this date: any the owner can set. */
const LAST_DATE = '9999-12-31';

/** The owner's week (Sunday first, each day's ranges by start) and the overrides from today (London) on. */
export async function getAvailability(deps: OwnerAvailabilityDeps): Promise<AvailabilityDto> {
  const today = dateInZone(deps.clock.now(), OWNER_TIME_ZONE);
  const [weekly, overrides] = await Promise.all([
    deps.availability.weekly(),
    deps.availability.overridesBetween(today, LAST_DATE),
  ]);
  const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    ranges: weekly
      .filter((range) => range.dayOfWeek === dayOfWeek)
      .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }))
      .sort((a, b) => a.startMinute - b.startMinute),
  }));
  return {
    week,
    overrides: [...overrides].sort((a, b) => a.date.localeCompare(b.date)),
    timeZone: OWNER_TIME_ZONE,
  };
}
