import type { Clock } from '../shared/ports.ts';
import type { OwnerServiceDto } from './dto.ts';
import { toOwnerServiceDto } from './owner-booking-dto.ts';
import type { BookingRepository, ServiceRepository } from './ports.ts';

export interface OwnerServiceDeps {
  services: ServiceRepository;
  bookings: BookingRepository;
  clock: Clock;
}

/** Every service by position, inactive ones too, each with its upcoming confirmed bookings. */
export async function listServicesForOwner(deps: OwnerServiceDeps): Promise<OwnerServiceDto[]> {
  const [services, counts] = await Promise.all([
    deps.services.listAll(),
    deps.bookings.upcomingCounts(deps.clock.now()),
  ]);
  return services.map((service) => toOwnerServiceDto(service, counts.get(service.id) ?? 0));
}

/** One service as the owner's table shows it, after a change. */
export async function ownerServiceDto(
  deps: OwnerServiceDeps,
  service: Parameters<typeof toOwnerServiceDto>[0],
): Promise<OwnerServiceDto> {
  const counts = await deps.bookings.upcomingCounts(deps.clock.now());
  return toOwnerServiceDto(service, counts.get(service.id) ?? 0);
}
