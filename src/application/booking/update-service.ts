import { serviceNotFound } from '#domain/booking/errors.ts';
import type { ServiceFormInput } from './admin-schemas.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * The owner changes a service. Its bookings keep their times: a new duration or buffers apply to
 * bookings made from now on. A slug in use is refused (`serviceSlugTaken`).
 */
export async function updateService(
  deps: OwnerServiceDeps & { events: ServiceEvents },
  input: ServiceFormInput & { id: string },
): Promise<OwnerServiceDto> {
  const { id, ...fields } = input;
  const service = await deps.services.update(id, fields);
  if (!service) throw serviceNotFound();
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, service);
}
