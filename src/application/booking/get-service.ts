import { findActiveService } from './active-service.ts';
import type { ServiceDto } from './dto.ts';
import type { ServiceRepository } from './ports.ts';
import { toServiceDto } from './service-dto.ts';

/** One active service by slug or id, in the visitor's language; inactive or unknown is `serviceNotFound`. */
export async function getService(
  deps: { services: ServiceRepository },
  input: { service: string },
  language: string,
): Promise<ServiceDto> {
  return toServiceDto(await findActiveService(deps.services, input.service), language);
}
