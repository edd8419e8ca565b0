import { type AuditActor, changedFields } from '#domain/audit/audit-entry.ts';
import type { DateOverride } from '#domain/booking/availability.ts';
import type { AuditLog } from '../audit/ports.ts';
import { overrideValues } from './booking-audit.ts';
import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * A day off (no ranges) or that date's own hours, replacing an earlier override of the date. The
 * override and its audit entry are one commit.
 */
export async function setDateOverride(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents; audit: AuditLog },
  input: DateOverride,
  actor: AuditActor,
): Promise<AvailabilityDto> {
  const override = {
    date: input.date,
    ranges: [...input.ranges].sort((a, b) => a.startMinute - b.startMinute),
    note: input.note,
  };
  await deps.audit.record(actor, async () => {
    const [earlier] = await deps.availability.overridesBetween(input.date, input.date);
    await deps.availability.setOverride(override);
    const changes = earlier ? changedFields(overrideValues(earlier), overrideValues(override)) : null;
    return {
      result: undefined,
      entry: {
        action: 'hours.override_set',
        subject: { type: 'availability', id: input.date, label: input.date },
        before: earlier ? (changes?.before ?? null) : null,
        after: earlier ? (changes?.after ?? null) : overrideValues(override),
      },
    };
  });
  await deps.events.servicesChanged();
  return getAvailability(deps);
}
