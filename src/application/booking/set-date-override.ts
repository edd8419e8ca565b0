import type { DateOverride } from '#domain/booking/availability.ts';
import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/** A day off (no ranges) or that date's own hours, replacing an earlier override of the date. */
export async function setDateOverride(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents },
  input: DateOverride,
): Promise<AvailabilityDto> {
  const ranges = [...input.ranges].sort((a, b) => a.startMinute - b.startMinute);
  await deps.availability.setOverride({ date: input.date, ranges, note: input.note });
  await deps.events.servicesChanged();
  return getAvailability(deps);
}
