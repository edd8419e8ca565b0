import { type DateOverride, rangesOn, type WeeklyRange } from './availability.ts';
import { bookingTimes, type TimeRange } from './booking.ts';
import { type BookingService, OWNER_TIME_ZONE, SLOT_STEP_MINUTES } from './service.ts';
import {
  addDays,
  dateInZone,
  dayOfWeek,
  type IsoDate,
  minuteOfDayInZone,
  zonedTimeToUtc,
  zoneOffsetMs,
} from './zoned-time.ts';

export type SlotService = Pick<
  BookingService,
  'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minimumNoticeMinutes' | 'horizonDays'
>;

/** Everything that decides which slots are free. */
export interface SlotRules {
  service: SlotService;
  weekly: readonly WeeklyRange[];
  /** The overrides of the dates in the window (others are ignored). */
  overrides: readonly DateOverride[];
  /** The blocked ranges (buffers included) of the confirmed bookings that reach into the window. */
  busy: readonly TimeRange[];
  now: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The free slots starting in `window`, in time order. A slot starts every 30 minutes of an open range
 * (the date's override, else the week's ranges for its day, in London time) and must end inside the
 * range; its buffers may reach outside the range but not into another booking's blocked range. It
 * starts no sooner than the service's minimum notice from `now`, and on a London date no later than
 * `horizonDays` after today.
 */
export function freeSlots(rules: SlotRules, window: TimeRange): Slot[] {
  const { service, now } = rules;
  const zone = OWNER_TIME_ZONE;
  const earliest = now.getTime() + service.minimumNoticeMinutes * MINUTE_MS;
  const lastDate = addDays(dateInZone(now, zone), service.horizonDays);
  const overridesByDate = new Map(rules.overrides.map((override) => [override.date, override]));
  const busy = [...rules.busy].sort((a, b) => a.from.getTime() - b.from.getTime());

  const slots: Slot[] = [];
  // The window's first London date, from a day before in case a zone ahead of London starts it.
  let date = dateInZone(new Date(window.from.getTime() - DAY_MS), zone);
  const endDate = dateInZone(window.until, zone);
  for (; date <= endDate && date <= lastDate; date = addDays(date, 1)) {
    const day = clockOn(date, zone);
    for (const range of rangesOn(dayOfWeek(date), rules.weekly, overridesByDate.get(date))) {
      const rangeEnd = day.instant(range.endMinute).getTime();
      for (let minute = range.startMinute; minute < range.endMinute; minute += SLOT_STEP_MINUTES) {
        if (day.skipped(minute)) continue;
        const times = bookingTimes(day.instant(minute), service);
        const start = times.startsAt.getTime();
        if (times.endsAt.getTime() > rangeEnd) break;
        if (start < earliest || start < window.from.getTime() || start >= window.until.getTime()) continue;
        if (isBusy(busy, times.blockedFrom.getTime(), times.blockedUntil.getTime())) continue;
        slots.push({ startsAt: times.startsAt, endsAt: times.endsAt });
      }
    }
  }
  return slots;
}

/** Whether a session may start at exactly `startsAt` under these rules (the server's check when booking). */
export function isFreeSlot(rules: SlotRules, startsAt: Date): boolean {
  const slots = freeSlots(rules, { from: startsAt, until: new Date(startsAt.getTime() + 1) });
  return slots.some((slot) => slot.startsAt.getTime() === startsAt.getTime());
}

interface DayClock {
  /** The instant of a minute of the day (a skipped one is read an hour later, as `zonedTimeToUtc` says). */
  instant(minute: number): Date;
  /** Whether the clocks jump over this minute (01:00–01:59 in London on the spring change day). */
  skipped(minute: number): boolean;
}

/**
 * Minute-of-day to instant on one London date: plain arithmetic from midnight on an ordinary day,
 * the zone's rules on the two days a year the clocks change. A start in the hour the spring change
 * skips is no slot: read an hour later it would repeat the slot of that later time.
 */
function clockOn(date: IsoDate, zone: string): DayClock {
  const midnight = zonedTimeToUtc(date, 0, zone);
  const nextMidnight = zonedTimeToUtc(addDays(date, 1), 0, zone);
  const ordinary =
    nextMidnight.getTime() - midnight.getTime() === DAY_MS &&
    zoneOffsetMs(midnight, zone) === zoneOffsetMs(new Date(nextMidnight.getTime() - 1000), zone);
  if (ordinary) {
    return { instant: (minute) => new Date(midnight.getTime() + minute * MINUTE_MS), skipped: () => false };
  }
  const instant = (minute: number) => zonedTimeToUtc(date, minute, zone);
  return { instant, skipped: (minute) => minuteOfDayInZone(instant(minute), zone) !== minute };
}

/**
 * Whether [from, until) touches a busy range. Busy ranges never overlap each other (the database's
 * exclusion constraint), so sorted by start they are sorted by end too: a binary search finds the
 * first that ends after `from`, and only it can overlap.
 */
function isBusy(busy: readonly TimeRange[], from: number, until: number): boolean {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((busy[middle] as TimeRange).until.getTime() <= from) low = middle + 1;
    else high = middle;
  }
  const candidate = busy[low];
  return candidate !== undefined && candidate.from.getTime() < until;
}
