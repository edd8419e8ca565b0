import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import { overrideValues } from './booking-audit.ts';
import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * The date follows the week again; removing an override that is gone already changes nothing (and
 * writes no entry). The removal and its audit entry are one commit.
 */
export async function removeDateOverride(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents; audit: AuditLog },
  input: { date: string },
  actor: AuditActor,
): Promise<AvailabilityDto> {
  const removed = await deps.audit.record(actor, async () => {
    const [earlier] = await deps.availability.overridesBetween(input.date, input.date);
    const removed = await deps.availability.removeOverride(input.date);
    return {
      result: removed,
      entry:
        removed && earlier
          ? {
              action: 'hours.override_removed',
              subject: { type: 'availability', id: input.date, label: input.date },
              before: overrideValues(earlier),
              after: null,
            }
          : null,
    };
  });
  if (removed) await deps.events.servicesChanged();
  return getAvailability(deps);
}
