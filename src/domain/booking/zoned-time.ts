/**
 * Wall-clock times in a named time zone, with the platform's Intl data only (the domain imports no
 * library). A calendar date is an ISO string 'YYYY-MM-DD'; a time of day is minutes after midnight.
 */
export type IsoDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the IANA zone ('Europe/London', 'America/New_York', 'UTC'). */
let listedZones: Set<string> | undefined;

/** Every zone a client may choose, in the runtime's order (by region and city), UTC last. */
export function listedTimeZones(): string[] {
  return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
}

/**
 * A zone by the exact IANA name the runtime lists (`Intl.supportedValuesOf('timeZone')`), or UTC, which
 * V8 leaves out of that list: what a client may choose to read times in.
 */
export function isListedTimeZone(zone: string): boolean {
  listedZones ??= new Set(listedTimeZones());
  return listedZones.has(zone);
}

export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (London: 0 in winter, one hour in summer). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date an instant falls on in a zone. */
export function dateInZone(instant: Date, zone: string): IsoDate {
  const clock = wallClock(instant, zone);
  return toIsoDate(clock.year, clock.month, clock.day);
}

/** Minutes after local midnight of an instant in a zone (0–1439). */
export function minuteOfDayInZone(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  return clock.hour * 60 + clock.minute;
}

/**
 * The instant a zone's clocks show `minute` minutes after midnight on `date`. A time skipped by a
 * spring-forward change (01:30 in London on the last Sunday of March) is read with the offset from
 * before the change, so it lands an hour later (02:30 BST), as clocks do; a time repeated by the
 * autumn change is its first occurrence.
 */
export function zonedTimeToUtc(date: IsoDate, minute: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minute);
  const before = zoneOffsetMs(new Date(wallAsUtc - 86_400_000 / 2), zone);
  const after = zoneOffsetMs(new Date(wallAsUtc + 86_400_000 / 2), zone);
  const withBefore = wallAsUtc - before;
  if (before === after) return new Date(withBefore);
  const withAfter = wallAsUtc - after;
  // On a change day, the offset that holds at the candidate instant is the right one.
  if (zoneOffsetMs(new Date(withBefore), zone) === before) return new Date(withBefore);
  if (zoneOffsetMs(new Date(withAfter), zone) === after) return new Date(withAfter);
  return new Date(withBefore);
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` days after (or before) `date`, on the calendar (no time zone involved). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday, as the spec's `availability.day_of_week` counts. */
export function dayOfWeek(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
