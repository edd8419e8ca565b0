import { type AuditActor, changedFields } from '#domain/audit/audit-entry.ts';
import { serviceNotFound } from '#domain/booking/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { ServiceFormInput } from './admin-schemas.ts';
import { serviceValues } from './booking-audit.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * The owner changes a service. Its bookings keep their times: a new duration or buffers apply to
 * bookings made from now on. A slug in use is refused (`serviceSlugTaken`). The change and its audit
 * entry (the fields it changed) are one commit.
 */
export async function updateService(
  deps: OwnerServiceDeps & { events: ServiceEvents; audit: AuditLog },
  input: ServiceFormInput & { id: string },
  actor: AuditActor,
): Promise<OwnerServiceDto> {
  const { id, ...fields } = input;
  const service = await deps.audit.record(actor, async () => {
    const before = await deps.services.findById(id);
    const service = before && (await deps.services.update(id, fields));
    if (!service) throw serviceNotFound();
    const changes = changedFields(serviceValues(before), serviceValues(service));
    return {
      result: service,
      entry: changes && {
        action: service.isActive === before.isActive ? 'service.updated' : activeAction(service.isActive),
        subject: { type: 'service', id, label: service.name },
        ...changes,
      },
    };
  });
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, service);
}

export const activeAction = (isActive: boolean) =>
  isActive ? ('service.activated' as const) : ('service.deactivated' as const);
