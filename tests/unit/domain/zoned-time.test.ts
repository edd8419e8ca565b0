import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  dayOfWeek,
  isIsoDate,
  isTimeZone,
  minuteOfDayInZone,
  toIsoDate,
  zonedTimeToUtc,
  zoneOffsetMs,
} from '#domain/booking/zoned-time.ts';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('London wall-clock times to instants', () => {
  it('puts 09:00 London at 08:00Z in summer and 09:00Z in winter', () => {
    expect(zonedTimeToUtc('2026-06-01', 540, LONDON)).toEqual(at('2026-06-01T08:00:00Z'));
    expect(zonedTimeToUtc('2026-01-15', 540, LONDON)).toEqual(at('2026-01-15T09:00:00Z'));
  });

  it('follows the clocks on the change days themselves: 29 March and 25 October 2026', () => {
    expect(zonedTimeToUtc('2026-03-28', 540, LONDON)).toEqual(at('2026-03-28T09:00:00Z'));
    expect(zonedTimeToUtc('2026-03-29', 540, LONDON)).toEqual(at('2026-03-29T08:00:00Z'));
    expect(zonedTimeToUtc('2026-10-25', 540, LONDON)).toEqual(at('2026-10-25T09:00:00Z'));
    expect(zonedTimeToUtc('2026-10-24', 540, LONDON)).toEqual(at('2026-10-24T08:00:00Z'));
  });

  it('reads a time the spring change skips (01:30 on 29 March) an hour later, as the clocks do', () => {
    expect(zonedTimeToUtc('2026-03-29', 0, LONDON)).toEqual(at('2026-03-29T00:00:00Z'));
    expect(zonedTimeToUtc('2026-03-29', 90, LONDON)).toEqual(at('2026-03-29T01:30:00Z'));
    expect(minuteOfDayInZone(at('2026-03-29T01:30:00Z'), LONDON)).toBe(150);
    expect(zonedTimeToUtc('2026-03-29', 120, LONDON)).toEqual(at('2026-03-29T01:00:00Z'));
  });

  it('reads a time the autumn change repeats (01:30 on 25 October) as its first occurrence, in summer time', () => {
    expect(zonedTimeToUtc('2026-10-25', 0, LONDON)).toEqual(at('2026-10-24T23:00:00Z'));
    expect(zonedTimeToUtc('2026-10-25', 90, LONDON)).toEqual(at('2026-10-25T00:30:00Z'));
    expect(zonedTimeToUtc('2026-10-25', 120, LONDON)).toEqual(at('2026-10-25T02:00:00Z'));
  });

  it('reads midnight at the end of a day (24:00) as the next midnight', () => {
    expect(zonedTimeToUtc('2026-06-01', 1440, LONDON)).toEqual(at('2026-06-01T23:00:00Z'));
    expect(zonedTimeToUtc('2026-03-28', 1440, LONDON)).toEqual(zonedTimeToUtc('2026-03-29', 0, LONDON));
  });

  it('works the same in zones behind and ahead of London', () => {
    expect(zonedTimeToUtc('2026-03-08', 180, NEW_YORK)).toEqual(at('2026-03-08T07:00:00Z'));
    expect(zonedTimeToUtc('2026-11-01', 540, NEW_YORK)).toEqual(at('2026-11-01T14:00:00Z'));
    expect(zonedTimeToUtc('2026-07-01', 540, TOKYO)).toEqual(at('2026-07-01T00:00:00Z'));
  });
});

describe('instants in a zone', () => {
  it("gives the zone's offset: London's summer hour, New York behind, Tokyo ahead and without summer time", () => {
    expect(zoneOffsetMs(at('2026-06-01T12:00:00Z'), LONDON)).toBe(HOUR);
    expect(zoneOffsetMs(at('2026-12-01T12:00:00Z'), LONDON)).toBe(0);
    expect(zoneOffsetMs(at('2026-03-29T00:59:59Z'), LONDON)).toBe(0);
    expect(zoneOffsetMs(at('2026-03-29T01:00:00Z'), LONDON)).toBe(HOUR);
    expect(zoneOffsetMs(at('2026-10-25T00:59:59Z'), LONDON)).toBe(HOUR);
    expect(zoneOffsetMs(at('2026-10-25T01:00:00Z'), LONDON)).toBe(0);
    expect(zoneOffsetMs(at('2026-06-01T12:00:00Z'), NEW_YORK)).toBe(-4 * HOUR);
    expect(zoneOffsetMs(at('2026-12-01T12:00:00Z'), NEW_YORK)).toBe(-5 * HOUR);
    expect(zoneOffsetMs(at('2026-06-01T12:00:00Z'), TOKYO)).toBe(9 * HOUR);
    expect(zoneOffsetMs(at('2026-12-01T12:00:00Z'), TOKYO)).toBe(9 * HOUR);
  });

  it('tells the date and the minute of the day an instant falls on in each zone', () => {
    const lateEvening = at('2026-06-01T23:30:00Z');
    expect(dateInZone(lateEvening, LONDON)).toBe('2026-06-02');
    expect(minuteOfDayInZone(lateEvening, LONDON)).toBe(30);
    expect(dateInZone(lateEvening, NEW_YORK)).toBe('2026-06-01');
    expect(minuteOfDayInZone(lateEvening, NEW_YORK)).toBe(19 * 60 + 30);
    expect(dateInZone(at('2026-06-01T15:00:00Z'), TOKYO)).toBe('2026-06-02');
    expect(minuteOfDayInZone(at('2026-06-01T15:00:00Z'), TOKYO)).toBe(0);
    expect(dateInZone(at('2026-12-31T23:59:59Z'), LONDON)).toBe('2026-12-31');
    expect(dateInZone(at('2026-12-31T23:59:59Z'), TOKYO)).toBe('2027-01-01');
  });
});

describe('calendar dates', () => {
  it('adds days across months, years and leap days, without any time zone', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-06-01', 60)).toBe('2026-07-31');
  });

  it('counts the day of the week from Sunday (0) to Saturday (6)', () => {
    expect(dayOfWeek('2026-03-29')).toBe(0);
    expect(dayOfWeek('2026-06-01')).toBe(1);
    expect(dayOfWeek('2026-10-24')).toBe(6);
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('01/06/2026')).toBe(false);
    expect(toIsoDate(2026, 6, 1)).toBe('2026-06-01');
  });

  it('knows the IANA zones and refuses anything else', () => {
    for (const zone of [LONDON, NEW_YORK, TOKYO, 'UTC']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'Europe/Londres', 'x'.repeat(65)])
      expect(isTimeZone(zone)).toBe(false);
  });
});
