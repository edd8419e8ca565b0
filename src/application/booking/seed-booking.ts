import type { WeeklyRange } from '#domain/booking/availability.ts';
import { serviceSlugTaken } from '#domain/booking/errors.ts';
import { AppError } from '#domain/shared/app-error.ts';
import type { AvailabilityRepository, SeededServiceLog, ServiceRepository } from './ports.ts';
import { SEEDED_SERVICES, type SeededService } from './seeded-services.ts';

/** Monday to Friday, 09:00–17:00 London time. */
export const SEEDED_WEEK: readonly WeeklyRange[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startMinute: 9 * 60,
  endMinute: 17 * 60,
}));

export type SeedBookingResult =
  | { outcome: 'seeded'; services: number; weekSeeded: boolean }
  | { outcome: 'added'; slugs: string[] }
  | { outcome: 'skipped' };

interface SeedBookingDeps {
  services: ServiceRepository;
  availability: AvailabilityRepository;
  seeded: SeededServiceLog;
}

const isSlugTaken = (error: unknown) => error instanceof AppError && error.code === serviceSlugTaken().code;

/**
 * A fresh site (no services at all) gets the seeded services and, unless the owner has set hours
 * already, the seeded week. Later starts leave the services and the week as the owner keeps them;
 * with demo content on, they add the seeded services the site has never been given (ones added to
 * the seed since), by slug. A seeded service the owner renamed or removed was given: it never comes
 * back, and a service of the owner's under a seeded slug stays theirs.
 */
export async function seedBooking(
  deps: SeedBookingDeps,
  options: { demoContent: boolean },
): Promise<SeedBookingResult> {
  if ((await deps.services.count()) === 0) return seedFreshSite(deps);
  if (!options.demoContent) return { outcome: 'skipped' };
  const given = await deps.seeded.given();
  const added: string[] = [];
  for (const service of SEEDED_SERVICES) {
    const { slug } = service.fields;
    if (given.has(slug)) continue;
    if (!(await deps.services.findBySlug(slug)) && (await createSeeded(deps, service))) added.push(slug);
    await deps.seeded.record(slug);
  }
  return added.length > 0 ? { outcome: 'added', slugs: added } : { outcome: 'skipped' };
}

async function seedFreshSite(deps: SeedBookingDeps): Promise<SeedBookingResult> {
  for (const service of SEEDED_SERVICES) {
    // Two processes starting together: the other one seeded first.
    if (!(await createSeeded(deps, service))) return { outcome: 'skipped' };
    await deps.seeded.record(service.fields.slug);
  }
  const weekSeeded = (await deps.availability.weekly()).length === 0;
  if (weekSeeded) await deps.availability.replaceWeekly(SEEDED_WEEK);
  return { outcome: 'seeded', services: SEEDED_SERVICES.length, weekSeeded };
}

/** False when another process created it a moment ago. */
async function createSeeded(deps: SeedBookingDeps, service: SeededService): Promise<boolean> {
  try {
    await deps.services.create(service.fields, service.translations);
    return true;
  } catch (error) {
    if (isSlugTaken(error)) return false;
    throw error;
  }
}
