import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { serviceNotFound } from '#domain/booking/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';
import { activeAction } from './update-service.ts';

/**
 * Deactivating hides a service from visitors (its page and its slots); its existing bookings stay
 * and are kept. Activating offers it again. The change and its audit entry are one commit; asking
 * for the state the service is in already changes nothing and writes no entry.
 */
export async function setServiceActive(
  deps: OwnerServiceDeps & { events: ServiceEvents; audit: AuditLog },
  input: { id: string; isActive: boolean },
  actor: AuditActor,
): Promise<OwnerServiceDto> {
  const updated = await deps.audit.record(actor, async () => {
    const service = await deps.services.findById(input.id);
    if (!service) throw serviceNotFound();
    const { id, createdAt, updatedAt, translations, position, ...fields } = service;
    const updated = await deps.services.update(id, { ...fields, isActive: input.isActive });
    if (!updated) throw serviceNotFound();
    return {
      result: updated,
      entry:
        service.isActive === input.isActive
          ? null
          : {
              action: activeAction(input.isActive),
              subject: { type: 'service', id, label: service.name },
              before: { isActive: service.isActive },
              after: { isActive: input.isActive },
            },
    };
  });
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, updated);
}
