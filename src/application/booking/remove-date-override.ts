import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';
import type { ServiceEvents } from './ports.ts';

/** The date follows the week again; removing an override that is gone already changes nothing. */
export async function removeDateOverride(
  deps: OwnerAvailabilityDeps & { events: ServiceEvents },
  input: { date: string },
): Promise<AvailabilityDto> {
  if (await deps.availability.removeOverride(input.date)) await deps.events.servicesChanged();
  return getAvailability(deps);
}
