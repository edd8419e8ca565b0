import type { ServiceFormInput } from './admin-schemas.ts';
import type { OwnerServiceDto } from './dto.ts';
import { toOwnerServiceDto } from './owner-booking-dto.ts';
import type { ServiceRepository } from './ports.ts';

/** The owner adds a service after the others; a slug in use is refused (`serviceSlugTaken`). */
export async function createService(
  deps: { services: ServiceRepository },
  input: ServiceFormInput,
): Promise<OwnerServiceDto> {
  const service = await deps.services.create(input);
  return toOwnerServiceDto(service, 0);
}
