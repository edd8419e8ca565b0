import { serviceNotFound } from '#domain/booking/errors.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { ServiceRepository } from './ports.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The active service a visitor names by its address (slug) or id; `serviceNotFound` otherwise. */
export async function findActiveService(services: ServiceRepository, ref: string): Promise<BookingService> {
  const service = UUID.test(ref) ? await services.findById(ref) : await services.findBySlug(ref);
  if (!service?.isActive) throw serviceNotFound();
  return service;
}
