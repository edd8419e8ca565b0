import type { MonthSlotsDto, SlotDto } from '#application/booking/dto.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { dateInZone, type IsoDate, isIsoDate } from '#domain/booking/zoned-time.ts';
import { currentMonthIn } from '../../components/booking/booking-format.ts';
import { BOOKING_PARAMS } from '../../lib/booking-addresses.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/;

/** What a booking page's address picked without the script: a time (its day and month follow), a day, or a month. */
export interface AddressPick {
  /** The month to show (London calendar, as the server renders it). */
  month: string;
  day: IsoDate | null;
  time: string | null;
}

/** The month, day and time of the address; anything malformed is left out, as if not asked for. */
export function pickFromAddress(search: Record<string, string | undefined>): AddressPick {
  const time = search[BOOKING_PARAMS.time] ?? '';
  if (INSTANT.test(time) && !Number.isNaN(Date.parse(time))) {
    const day = dateInZone(new Date(time), OWNER_TIME_ZONE);
    return { month: day.slice(0, 7), day, time };
  }
  const day = search[BOOKING_PARAMS.day] ?? '';
  if (isIsoDate(day)) return { month: day.slice(0, 7), day, time: null };
  const month = search[BOOKING_PARAMS.month] ?? '';
  return { month: MONTH.test(month) ? month : currentMonthIn(OWNER_TIME_ZONE), day: null, time: null };
}

/** The picked day (when it is in the month shown) and the picked time (when it is still free). */
export function pickedIn(
  month: MonthSlotsDto,
  pick: AddressPick,
): { day: IsoDate | null; slot: SlotDto | null } {
  const day = pick.day?.startsWith(month.month) ? pick.day : null;
  const at = pick.time ? Date.parse(pick.time) : Number.NaN;
  const slot = month.slots.find((free) => Date.parse(free.startsAt) === at) ?? null;
  return { day, slot };
}
