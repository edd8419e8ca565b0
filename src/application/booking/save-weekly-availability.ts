import { type AuditActor, changedFields } from '#domain/audit/audit-entry.ts';
import type { MinuteRange, WeeklyRange } from '#domain/booking/availability.ts';
import type { AuditLog } from '../audit/ports.ts';
import { weekValues } from './booking-audit.ts';
import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * Replaces the owner's whole week: a day left out has no hours. A day sent twice keeps its last
 * entry, so a day's ranges are always the ones the schema checked together. The week and its audit
 * entry (the days that changed) are one commit.
 */
export async function saveWeeklyAvailability(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents; audit: AuditLog },
  input: { days: readonly { dayOfWeek: number; ranges: readonly MinuteRange[] }[] },
  actor: AuditActor,
): Promise<AvailabilityDto> {
  const byDay = new Map(input.days.map((day) => [day.dayOfWeek, day.ranges]));
  const ranges: WeeklyRange[] = [...byDay].flatMap(([dayOfWeek, dayRanges]) =>
    dayRanges.map(({ startMinute, endMinute }) => ({ dayOfWeek, startMinute, endMinute })),
  );
  await deps.audit.record(actor, async () => {
    const before = await deps.availability.weekly();
    await deps.availability.replaceWeekly(ranges);
    const changes = changedFields(weekValues(before), weekValues(ranges));
    return {
      result: undefined,
      entry: {
        action: 'hours.weekly_saved',
        subject: { type: 'availability', id: 'weekly', label: null },
        before: changes?.before ?? null,
        after: changes?.after ?? null,
      },
    };
  });
  await deps.events.servicesChanged();
  return getAvailability(deps);
}
