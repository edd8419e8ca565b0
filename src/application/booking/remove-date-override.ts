import type { AvailabilityDto } from './dto.ts';
import { getAvailability, type OwnerAvailabilityDeps } from './get-availability.ts';

/** The date follows the week again; removing an override that is gone already changes nothing. */
export async function removeDateOverride(
  deps: OwnerAvailabilityDeps,
  input: { date: string },
): Promise<AvailabilityDto> {
  await deps.availability.removeOverride(input.date);
  return getAvailability(deps);
}
