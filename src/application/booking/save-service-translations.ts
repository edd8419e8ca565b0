import { serviceNotFound } from '#domain/booking/errors.ts';
import { keptServiceTranslations } from '#domain/booking/service.ts';
import { type ServiceTranslationsInput, serviceTranslationsSchema } from './admin-schemas.ts';
import type { OwnerServiceDto } from './dto.ts';
import { type OwnerServiceDeps, ownerServiceDto } from './list-services-for-owner.ts';
import type { ServiceEvents } from './ports.ts';

/**
 * The owner's name and description of a service in each other language, replacing the earlier ones;
 * a language left empty shows the English text on the booking pages, in e-mails and calendar files.
 */
export async function saveServiceTranslations(
  deps: OwnerServiceDeps & { events: ServiceEvents },
  input: ServiceTranslationsInput,
): Promise<OwnerServiceDto> {
  const { id, translations } = serviceTranslationsSchema.parse(input);
  const service = await deps.services.setTranslations(id, keptServiceTranslations(translations));
  if (!service) throw serviceNotFound();
  await deps.events.servicesChanged();
  return ownerServiceDto(deps, service);
}
