import type { TimeRange } from '#domain/booking/booking.ts';
import { type BookingService, OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import type { SlotRules } from '#domain/booking/slots.ts';
import { dateInZone } from '#domain/booking/zoned-time.ts';
import type { AvailabilityRepository, BookingRepository } from './ports.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface SlotRuleDeps {
  availability: AvailabilityRepository;
  bookings: BookingRepository;
}

/**
 * The rules deciding the free slots that start in `window`: the week, the overrides of the London
 * dates it covers (from the day before, as `freeSlots` reads them), and the bookings whose blocked
 * ranges a slot's own blocked range (the window widened by the service's length and buffers) can touch.
 */
export async function slotRulesFor(
  deps: SlotRuleDeps,
  service: BookingService,
  window: TimeRange,
  now: Date,
  exceptBookingId?: string,
): Promise<SlotRules> {
  const reach: TimeRange = {
    from: new Date(window.from.getTime() - service.bufferBeforeMinutes * MINUTE_MS),
    until: new Date(
      window.until.getTime() + (service.durationMinutes + service.bufferAfterMinutes) * MINUTE_MS,
    ),
  };
  const [weekly, overrides, busy] = await Promise.all([
    deps.availability.weekly(),
    deps.availability.overridesBetween(
      dateInZone(new Date(window.from.getTime() - DAY_MS), OWNER_TIME_ZONE),
      dateInZone(window.until, OWNER_TIME_ZONE),
    ),
    deps.bookings.busyBetween(reach, exceptBookingId),
  ]);
  return { service, weekly, overrides, busy, now };
}

/** The one-instant window the server checks a requested start in. */
export function instantWindow(startsAt: Date): TimeRange {
  return { from: startsAt, until: new Date(startsAt.getTime() + 1) };
}
