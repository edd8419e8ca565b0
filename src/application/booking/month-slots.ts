import { type BookingService, OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { freeSlots } from '#domain/booking/slots.ts';
import { addDays, dateInZone, zonedTimeToUtc } from '#domain/booking/zoned-time.ts';
import type { MonthSlotsDto } from './dto.ts';
import { toServiceDto } from './service-dto.ts';
import { type SlotRuleDeps, slotRulesFor } from './slot-rules.ts';

/** 'YYYY-MM' moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthStart = (month: string, timeZone: string) => zonedTimeToUtc(`${month}-01`, 0, timeZone);

/**
 * The free slots of `service` in one month of the visitor's calendar: from its first day 00:00 to the
 * next month's first day 00:00 in `timeZone`. `exceptBookingId`'s own time counts as free (rescheduling).
 */
export async function monthSlots(
  deps: SlotRuleDeps,
  request: {
    service: BookingService;
    month: string;
    timeZone: string;
    language: string;
    now: Date;
    exceptBookingId?: string;
  },
): Promise<MonthSlotsDto> {
  const { service, month, timeZone, now } = request;
  const window = { from: monthStart(month, timeZone), until: monthStart(addMonths(month, 1), timeZone) };
  const rules = await slotRulesFor(deps, service, window, now, request.exceptBookingId);
  const slots = freeSlots(rules, window);

  const currentMonth = dateInZone(now, timeZone).slice(0, 7);
  const lastDate = addDays(dateInZone(now, OWNER_TIME_ZONE), service.horizonDays);
  const horizonEnd = zonedTimeToUtc(addDays(lastDate, 1), 0, OWNER_TIME_ZONE);
  const next = addMonths(month, 1);
  return {
    service: toServiceDto(service, request.language),
    month,
    timeZone,
    days: [...new Set(slots.map((slot) => dateInZone(slot.startsAt, timeZone)))],
    slots: slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    })),
    previousMonth: month > currentMonth ? addMonths(month, -1) : null,
    nextMonth: monthStart(next, timeZone) < horizonEnd ? next : null,
  };
}
