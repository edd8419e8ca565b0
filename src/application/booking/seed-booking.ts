import type { WeeklyRange } from '#domain/booking/availability.ts';
import { serviceSlugTaken } from '#domain/booking/errors.ts';
import { AppError } from '#domain/shared/app-error.ts';
import type { AvailabilityRepository, ServiceRepository } from './ports.ts';
import { SEEDED_SERVICES } from './seeded-services.ts';

/** Monday to Friday, 09:00–17:00 London time. */
export const SEEDED_WEEK: readonly WeeklyRange[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startMinute: 9 * 60,
  endMinute: 17 * 60,
}));

export type SeedBookingResult =
  | { outcome: 'seeded'; services: number; weekSeeded: boolean }
  | { outcome: 'skipped' };

/**
 * A fresh site (no services at all) gets the seeded services and, unless the owner has set hours
 * already, the seeded week. Once any service exists nothing is added, so the owner's changes and an
 * emptied week (a holiday) stay as they are.
 */
export async function seedBooking(deps: {
  services: ServiceRepository;
  availability: AvailabilityRepository;
}): Promise<SeedBookingResult> {
  if ((await deps.services.count()) > 0) return { outcome: 'skipped' };
  try {
    for (const service of SEEDED_SERVICES) await deps.services.create(service.fields, service.translations);
  } catch (error) {
    // Two processes starting together: the other one seeded first.
    if (error instanceof AppError && error.code === serviceSlugTaken().code) return { outcome: 'skipped' };
    throw error;
  }
  const weekSeeded = (await deps.availability.weekly()).length === 0;
  if (weekSeeded) await deps.availability.replaceWeekly(SEEDED_WEEK);
  return { outcome: 'seeded', services: SEEDED_SERVICES.length, weekSeeded };
}
