import type { ServiceDto } from './dto.ts';
import type { ServiceRepository } from './ports.ts';
import { toServiceDto } from './service-dto.ts';

/** The active services, by position, in the visitor's language. */
export async function listServices(
  deps: { services: ServiceRepository },
  language: string,
): Promise<ServiceDto[]> {
  const services = await deps.services.listActive();
  return services.map((service) => toServiceDto(service, language));
}
