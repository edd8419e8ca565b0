import { type AuditActor, changedFields } from '#domain/audit/audit-entry.ts';
import { serviceNotFound } from '#domain/booking/errors.ts';
import { keptServiceTranslations } from '#domain/booking/service.ts';
import type { AuditLog } from '../audit/ports.ts';
import { type ServiceTranslationsInput, serviceTranslationsSchema } from './admin-schemas.ts';
import { translationValues } from './booking-audit.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * The owner's name and description of a service in each other language, replacing the earlier ones;
 * a language left empty shows the English text on the booking pages, in e-mails and calendar files.
 * The translations and their audit entry (the names that changed) are one commit.
 */
export async function saveServiceTranslations(
  deps: OwnerServiceDeps & { events: ServiceEvents; audit: AuditLog },
  input: ServiceTranslationsInput,
  actor: AuditActor,
): Promise<OwnerServiceDto> {
  const { id, translations } = serviceTranslationsSchema.parse(input);
  const service = await deps.audit.record(actor, async () => {
    const before = await deps.services.findById(id);
    const service =
      before && (await deps.services.setTranslations(id, keptServiceTranslations(translations)));
    if (!service) throw serviceNotFound();
    // Descriptions alone changed: the entry still says the translations were saved.
    const changes = changedFields(
      translationValues(before.translations),
      translationValues(service.translations),
    );
    return {
      result: service,
      entry: {
        action: 'service.translated',
        subject: { type: 'service', id, label: service.name },
        before: changes?.before ?? null,
        after: changes?.after ?? null,
      },
    };
  });
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, service);
}
