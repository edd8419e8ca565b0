import { type AuditActor, smallValues } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { ServiceFormInput } from './admin-schemas.ts';
import { serviceValues } from './booking-audit.ts';
import type { OwnerServiceDto } from './dto.ts';
import { toOwnerServiceDto } from './owner-booking-dto.ts';
import type { ServiceEvents, ServiceRepository } from './ports.ts';

/**
 * The owner adds a service after the others; a slug in use is refused (`serviceSlugTaken`). The
 * service and its audit entry are one commit.
 */
export async function createService(
  deps: { services: ServiceRepository; events: ServiceEvents; audit: AuditLog },
  input: ServiceFormInput,
  actor: AuditActor,
): Promise<OwnerServiceDto> {
  const service = await deps.audit.record(actor, async () => {
    const service = await deps.services.create(input);
    return {
      result: service,
      entry: {
        action: 'service.created',
        subject: { type: 'service', id: service.id, label: service.name },
        before: null,
        after: smallValues(serviceValues(service)),
      },
    };
  });
  await deps.events.servicesChanged();
  return toOwnerServiceDto(service, 0);
}
