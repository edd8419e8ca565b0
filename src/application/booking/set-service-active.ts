import { serviceNotFound } from '#domain/booking/errors.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * Deactivating hides a service from visitors (its page and its slots); its existing bookings stay
 * and are kept. Activating offers it again.
 */
export async function setServiceActive(
  deps: OwnerServiceDeps & { events: ServiceEvents },
  input: { id: string; isActive: boolean },
): Promise<OwnerServiceDto> {
  const service = await deps.services.findById(input.id);
  if (!service) throw serviceNotFound();
  const { id, createdAt, updatedAt, translations, position, ...fields } = service;
  const updated = await deps.services.update(id, { ...fields, isActive: input.isActive });
  if (!updated) throw serviceNotFound();
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, updated);
}
