import type { MinuteRange, WeeklyRange } from '#domain/booking/availability.ts';
import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * Replaces the owner's whole week: a day left out has no hours. A day sent twice keeps its last
 * entry, so a day's ranges are always the ones the schema checked together.
 */
export async function saveWeeklyAvailability(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents },
  input: { days: readonly { dayOfWeek: number; ranges: readonly MinuteRange[] }[] },
): Promise<AvailabilityDto> {
  const byDay = new Map(input.days.map((day) => [day.dayOfWeek, day.ranges]));
  const ranges: WeeklyRange[] = [...byDay].flatMap(([dayOfWeek, dayRanges]) =>
    dayRanges.map(({ startMinute, endMinute }) => ({ dayOfWeek, startMinute, endMinute })),
  );
  await deps.availability.replaceWeekly(ranges);
  await deps.events.servicesChanged();
  return getAvailability(deps);
}
