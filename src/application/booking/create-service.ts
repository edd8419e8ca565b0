import type { ServiceFormInput } from './admin-schemas.ts';
import type { OwnerServiceDto } from './dto.ts';
import { toOwnerServiceDto } from './owner-booking-dto.ts';
import type { ServiceEvents, ServiceRepository } from './ports.ts';

/** The owner adds a service after the others; a slug in use is refused (`serviceSlugTaken`). */
export async function createService(
  deps: { services: ServiceRepository; events: ServiceEvents },
  input: ServiceFormInput,
): Promise<OwnerServiceDto> {
  const service = await deps.services.create(input);
  await deps.events.servicesChanged();
  return toOwnerServiceDto(service, 0);
}
