import { describe, expect, it } from 'vitest';
import type { DateOverride, WeeklyRange } from '#domain/booking/availability.ts';
import type { TimeRange } from '#domain/booking/booking.ts';
import { freeSlots, isFreeSlot, type SlotRules, type SlotService } from '#domain/booking/slots.ts';
import { zonedTimeToUtc } from '#domain/booking/zoned-time.ts';

const LONDON = 'Europe/London';
const MINUTE = 60_000;

/** Monday to Friday, 09:00–17:00 London. */
const WEEKDAYS: WeeklyRange[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startMinute: 540,
  endMinute: 1020,
}));

const hourLong: SlotService = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
};

const at = (iso: string) => new Date(iso);
/** The instant of a London wall-clock time, "2026-06-01 09:30". */
const london = (text: string) => {
  const [date = '', time = ''] = text.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return zonedTimeToUtc(date, hours * 60 + minutes, LONDON);
};
const range = (from: Date, until: Date): TimeRange => ({ from, until });
/** A whole London date as a window. */
const londonDay = (date: string) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return range(zonedTimeToUtc(date, 0, LONDON), zonedTimeToUtc(next.toISOString().slice(0, 10), 0, LONDON));
};

function rules(
  overrides: Omit<Partial<SlotRules>, 'service'> & { service?: Partial<SlotService> } = {},
): SlotRules {
  return {
    weekly: WEEKDAYS,
    overrides: [],
    busy: [],
    // Sunday 31 May 2026, 09:00 London: the week ahead is open.
    now: at('2026-05-31T08:00:00Z'),
    ...overrides,
    service: { ...hourLong, ...overrides.service },
  };
}

const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
/** The London wall-clock start times ("09:00") of slots. */
const londonTimes = (slots: { startsAt: Date }[]) =>
  slots.map((slot) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(slot.startsAt),
  );

const halfHoursFrom = (first: string, last: string) => {
  const [fh = 0, fm = 0] = first.split(':').map(Number);
  const [lh = 0, lm = 0] = last.split(':').map(Number);
  const times: string[] = [];
  for (let minute = fh * 60 + fm; minute <= lh * 60 + lm; minute += 30)
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  return times;
};

describe('the slots of a day', () => {
  it('start every 30 minutes of the open range and end inside it', () => {
    const slots = freeSlots(rules(), londonDay('2026-06-01'));
    expect(londonTimes(slots)).toEqual(halfHoursFrom('09:00', '16:00'));
    expect(slots[0]).toEqual({ startsAt: at('2026-06-01T08:00:00Z'), endsAt: at('2026-06-01T09:00:00Z') });
    expect(slots.at(-1)?.endsAt).toEqual(london('2026-06-01 17:00'));
  });

  it('are none at the weekend, when the week has no hours', () => {
    expect(freeSlots(rules(), londonDay('2026-06-06'))).toEqual([]);
    expect(freeSlots(rules(), londonDay('2026-06-07'))).toEqual([]);
  });

  it('fit a service longer than the step: a 90-minute session starts at 15:30 at the latest', () => {
    const slots = freeSlots(rules({ service: { durationMinutes: 90 } }), londonDay('2026-06-01'));
    expect(londonTimes(slots).at(-1)).toBe('15:30');
  });

  it('come in time order across several ranges of one day', () => {
    const weekly = [
      { dayOfWeek: 1, startMinute: 840, endMinute: 960 },
      { dayOfWeek: 1, startMinute: 540, endMinute: 660 },
    ];
    const slots = freeSlots(rules({ weekly }), londonDay('2026-06-01'));
    expect(londonTimes(slots)).toEqual(['09:00', '09:30', '10:00', '14:00', '14:30', '15:00']);
  });
});

describe('buffers', () => {
  // An existing booking 11:00–12:00 with 15 minutes after it: blocked 11:00–12:15.
  const busy = [range(london('2026-06-01 11:00'), london('2026-06-01 12:15'))];

  it("keep slots out of an existing booking's blocked range, buffers included", () => {
    const slots = freeSlots(rules({ busy }), londonDay('2026-06-01'));
    expect(londonTimes(slots)).toEqual([
      ...halfHoursFrom('09:00', '10:00'),
      ...halfHoursFrom('12:30', '16:00'),
    ]);
  });

  it("keep the slot's own buffer after it out of the next booking: 09:30 ends 10:30, blocks to 10:45; 10:00 would block to 11:15", () => {
    const slots = freeSlots(rules({ busy, service: { bufferAfterMinutes: 15 } }), londonDay('2026-06-01'));
    expect(londonTimes(slots)).toEqual([
      ...halfHoursFrom('09:00', '09:30'),
      ...halfHoursFrom('12:30', '16:00'),
    ]);
  });

  it("keep the slot's own buffer before it out of the previous booking; a range that only touches is free", () => {
    const touching = freeSlots(
      rules({ busy, service: { bufferBeforeMinutes: 15 } }),
      londonDay('2026-06-01'),
    );
    expect(londonTimes(touching)).toContain('12:30');
    const overlapping = freeSlots(
      rules({ busy, service: { bufferBeforeMinutes: 20 } }),
      londonDay('2026-06-01'),
    );
    expect(londonTimes(overlapping)).not.toContain('12:30');
    expect(londonTimes(overlapping)).toContain('13:00');
  });

  it('may reach outside the open hours: the 16:00 session blocks until 17:30 and is still offered', () => {
    const slots = freeSlots(
      rules({ service: { bufferBeforeMinutes: 30, bufferAfterMinutes: 30 } }),
      londonDay('2026-06-01'),
    );
    expect(londonTimes(slots)).toEqual(halfHoursFrom('09:00', '16:00'));
  });

  it('of bookings on the evening before still count: one blocking into 09:15 moves the first slot to 09:30', () => {
    const lateBooking = [range(london('2026-05-31 20:00'), london('2026-06-01 09:15'))];
    const slots = freeSlots(rules({ busy: lateBooking }), londonDay('2026-06-01'));
    expect(londonTimes(slots)[0]).toBe('09:30');
  });
});

describe('minimum notice', () => {
  it('offers nothing sooner than the notice from now; a slot exactly at the limit is offered', () => {
    const now = london('2026-06-01 09:10');
    const slots = freeSlots(rules({ now, service: { minimumNoticeMinutes: 110 } }), londonDay('2026-06-01'));
    expect(londonTimes(slots)[0]).toBe('11:00');
    const later = freeSlots(rules({ now, service: { minimumNoticeMinutes: 111 } }), londonDay('2026-06-01'));
    expect(londonTimes(later)[0]).toBe('11:30');
  });

  it('reaches into the next days: 24 hours from Monday 15:00 opens Tuesday at 15:00', () => {
    const now = london('2026-06-01 15:00');
    const service = { minimumNoticeMinutes: 24 * 60 };
    expect(freeSlots(rules({ now, service }), londonDay('2026-06-01'))).toEqual([]);
    expect(londonTimes(freeSlots(rules({ now, service }), londonDay('2026-06-02')))).toEqual(
      halfHoursFrom('15:00', '16:00'),
    );
  });

  it('never offers a slot that has started', () => {
    const now = london('2026-06-01 12:15');
    expect(londonTimes(freeSlots(rules({ now }), londonDay('2026-06-01')))[0]).toBe('12:30');
  });
});

describe('date overrides', () => {
  const dayOff: DateOverride = { date: '2026-06-02', ranges: [], note: 'Away' };
  const saturday: DateOverride = {
    date: '2026-06-06',
    ranges: [{ startMinute: 600, endMinute: 720 }],
    note: null,
  };
  const shortWednesday: DateOverride = {
    date: '2026-06-03',
    ranges: [{ startMinute: 780, endMinute: 900 }],
    note: null,
  };
  const overrides = [dayOff, saturday, shortWednesday];

  it('close a whole day with no ranges', () => {
    expect(freeSlots(rules({ overrides }), londonDay('2026-06-02'))).toEqual([]);
    expect(freeSlots(rules({ overrides }), londonDay('2026-06-09'))).toHaveLength(15);
  });

  it('open extra hours on a day the week keeps closed', () => {
    expect(londonTimes(freeSlots(rules({ overrides }), londonDay('2026-06-06')))).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it("replace the week's hours of that day, not add to them", () => {
    expect(londonTimes(freeSlots(rules({ overrides }), londonDay('2026-06-03')))).toEqual([
      '13:00',
      '13:30',
      '14:00',
    ]);
  });

  it('count in a week-long window like on their own', () => {
    const week = range(london('2026-06-01 00:00'), london('2026-06-08 00:00'));
    const slots = freeSlots(rules({ overrides }), week);
    const perDate = new Map<string, number>();
    for (const slot of slots) {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(slot.startsAt);
      perDate.set(date, (perDate.get(date) ?? 0) + 1);
    }
    expect(Object.fromEntries(perDate)).toEqual({
      '2026-06-01': 15,
      '2026-06-03': 3,
      '2026-06-04': 15,
      '2026-06-05': 15,
      '2026-06-06': 3,
    });
  });
});

describe('the horizon', () => {
  it('offers London dates up to horizonDays after today (today counts as 0)', () => {
    const now = london('2026-06-01 08:00');
    const week = range(now, london('2026-06-08 00:00'));
    const slots = freeSlots(rules({ now, service: { horizonDays: 2 } }), week);
    const lastStart = slots.at(-1)?.startsAt;
    expect(lastStart).toEqual(london('2026-06-03 16:00'));
    expect(slots).toHaveLength(45);
  });

  it("counts today by London's calendar: at 00:30 London (23:30Z) it is already the next day", () => {
    const now = at('2026-06-01T23:30:00Z');
    const slots = freeSlots(
      rules({ now, service: { horizonDays: 1 } }),
      range(now, london('2026-06-08 00:00')),
    );
    expect(slots.at(-1)?.startsAt).toEqual(london('2026-06-03 16:00'));
  });

  it('offers nothing past the horizon of a 60-day service', () => {
    const now = london('2026-06-01 08:00');
    expect(freeSlots(rules({ now }), londonDay('2026-07-31'))).toHaveLength(15);
    expect(freeSlots(rules({ now }), londonDay('2026-08-03'))).toEqual([]);
  });
});

describe('clock changes in London', () => {
  const now = at('2026-03-01T00:00:00Z');

  it('puts 09:00 London at 09:00Z before the March change and at 08:00Z after it', () => {
    const friday = freeSlots(rules({ now }), londonDay('2026-03-27'));
    const monday = freeSlots(rules({ now }), londonDay('2026-03-30'));
    expect(friday[0]?.startsAt).toEqual(at('2026-03-27T09:00:00Z'));
    expect(monday[0]?.startsAt).toEqual(at('2026-03-30T08:00:00Z'));
    expect(friday).toHaveLength(15);
    expect(monday).toHaveLength(15);
  });

  it('puts 09:00 London at 08:00Z before the October change and at 09:00Z after it', () => {
    const autumnNow = at('2026-10-01T00:00:00Z');
    const friday = freeSlots(rules({ now: autumnNow }), londonDay('2026-10-23'));
    const monday = freeSlots(rules({ now: autumnNow }), londonDay('2026-10-26'));
    expect(friday[0]?.startsAt).toEqual(at('2026-10-23T08:00:00Z'));
    expect(monday[0]?.startsAt).toEqual(at('2026-10-26T09:00:00Z'));
  });

  it('on 29 March, offers 09:00 at 08:00Z when the owner works that Sunday', () => {
    const overrides = [{ date: '2026-03-29', ranges: [{ startMinute: 540, endMinute: 1020 }], note: null }];
    const slots = freeSlots(rules({ now, overrides }), londonDay('2026-03-29'));
    expect(slots[0]?.startsAt).toEqual(at('2026-03-29T08:00:00Z'));
    expect(slots).toHaveLength(15);
  });

  it('on 29 March, skips the hour the clocks jump over (01:00–02:00) in a range across it, with no slot twice', () => {
    const overrides = [{ date: '2026-03-29', ranges: [{ startMinute: 0, endMinute: 240 }], note: null }];
    const slots = freeSlots(rules({ now, overrides }), londonDay('2026-03-29'));
    // 00:00, 00:30 GMT; then 02:00 BST (01:00Z) on; the range ends at 04:00 BST (03:00Z).
    expect(londonTimes(slots)).toEqual(['00:00', '00:30', '02:00', '02:30', '03:00']);
    expect(starts(slots)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
    // The 00:30 session lasts an hour of real time: it ends at 02:30 BST.
    expect(slots[1]?.endsAt).toEqual(at('2026-03-29T01:30:00Z'));
  });

  it('on 25 October, offers each wall-clock time of the repeated hour once, and sessions last real hours', () => {
    const overrides = [{ date: '2026-10-25', ranges: [{ startMinute: 0, endMinute: 240 }], note: null }];
    const slots = freeSlots(rules({ now: at('2026-10-01T00:00:00Z'), overrides }), londonDay('2026-10-25'));
    expect(new Set(starts(slots)).size).toBe(slots.length);
    expect(starts(slots)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T02:30:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
    // The range ends at 04:00 GMT, five real hours after midnight BST.
    expect(slots.at(-1)?.endsAt).toEqual(at('2026-10-25T04:00:00Z'));
  });

  it('keeps a booking across the change in its real time: one blocking 00:30–02:30Z on 25 October', () => {
    const overrides = [{ date: '2026-10-25', ranges: [{ startMinute: 0, endMinute: 240 }], note: null }];
    const busy = [range(at('2026-10-25T00:30:00Z'), at('2026-10-25T02:30:00Z'))];
    const slots = freeSlots(
      rules({ now: at('2026-10-01T00:00:00Z'), overrides, busy }),
      londonDay('2026-10-25'),
    );
    expect(starts(slots)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });
});

describe("a visitor's day in another zone", () => {
  it("in New York, Monday's London day is the visitor's 04:00–11:00", () => {
    const newYorkDay = range(
      zonedTimeToUtc('2026-06-01', 0, 'America/New_York'),
      zonedTimeToUtc('2026-06-02', 0, 'America/New_York'),
    );
    const slots = freeSlots(rules(), newYorkDay);
    expect(slots).toHaveLength(15);
    expect(slots[0]?.startsAt).toEqual(at('2026-06-01T08:00:00Z'));
    expect(slots[0]?.startsAt).toEqual(zonedTimeToUtc('2026-06-01', 4 * 60, 'America/New_York'));
  });

  it("in Tokyo, Tuesday holds Monday's last London slot (00:00 Tokyo) and most of Tuesday's", () => {
    const tokyoDay = range(
      zonedTimeToUtc('2026-06-02', 0, 'Asia/Tokyo'),
      zonedTimeToUtc('2026-06-03', 0, 'Asia/Tokyo'),
    );
    const slots = freeSlots(rules(), tokyoDay);
    expect(slots[0]?.startsAt).toEqual(london('2026-06-01 16:00'));
    expect(slots.at(-1)?.startsAt).toEqual(london('2026-06-02 15:30'));
    expect(slots).toHaveLength(1 + 14);
  });

  it("in Tokyo, Monday's first day of a month starts with London's Sunday evening, which is closed", () => {
    const tokyoDay = range(
      zonedTimeToUtc('2026-06-01', 0, 'Asia/Tokyo'),
      zonedTimeToUtc('2026-06-02', 0, 'Asia/Tokyo'),
    );
    expect(londonTimes(freeSlots(rules(), tokyoDay))).toEqual(halfHoursFrom('09:00', '15:30'));
  });
});

describe('checking one slot when booking', () => {
  const busy = [range(london('2026-06-01 11:00'), london('2026-06-01 12:15'))];

  it('accepts exactly the offered start times', () => {
    expect(isFreeSlot(rules(), london('2026-06-01 09:00'))).toBe(true);
    expect(isFreeSlot(rules(), london('2026-06-01 16:00'))).toBe(true);
    expect(isFreeSlot(rules({ busy }), london('2026-06-01 12:30'))).toBe(true);
  });

  it('refuses times off the half-hour grid, outside the hours, taken, too soon or too far ahead', () => {
    expect(isFreeSlot(rules(), london('2026-06-01 09:15'))).toBe(false);
    expect(isFreeSlot(rules(), new Date(london('2026-06-01 09:00').getTime() + 1))).toBe(false);
    expect(isFreeSlot(rules(), london('2026-06-01 16:30'))).toBe(false);
    expect(isFreeSlot(rules(), london('2026-06-01 08:30'))).toBe(false);
    expect(isFreeSlot(rules(), london('2026-06-06 10:00'))).toBe(false);
    expect(isFreeSlot(rules({ busy }), london('2026-06-01 11:30'))).toBe(false);
    expect(isFreeSlot(rules({ busy, service: { bufferAfterMinutes: 15 } }), london('2026-06-01 10:00'))).toBe(
      false,
    );
    const now = london('2026-06-01 10:00');
    expect(
      isFreeSlot(rules({ now, service: { minimumNoticeMinutes: 60 } }), london('2026-06-01 10:30')),
    ).toBe(false);
    expect(
      isFreeSlot(rules({ now, service: { minimumNoticeMinutes: 60 } }), london('2026-06-01 11:00')),
    ).toBe(true);
    expect(isFreeSlot(rules({ now, service: { horizonDays: 3 } }), london('2026-06-05 09:00'))).toBe(false);
    expect(isFreeSlot(rules({ now, service: { horizonDays: 4 } }), london('2026-06-05 09:00'))).toBe(true);
  });

  it('accepts the skipped-hour boundary on 29 March once, by its real instant', () => {
    const overrides = [{ date: '2026-03-29', ranges: [{ startMinute: 0, endMinute: 240 }], note: null }];
    const ruleSet = rules({ now: at('2026-03-01T00:00:00Z'), overrides });
    expect(isFreeSlot(ruleSet, at('2026-03-29T01:00:00Z'))).toBe(true);
    expect(isFreeSlot(ruleSet, at('2026-03-29T00:45:00Z'))).toBe(false);
  });

  it('takes a whole month of slots in well under the time a request may spend', () => {
    const busyMonth: TimeRange[] = [];
    // 5,000 bookings of 30 minutes, one every two and a half hours, from January 2026 to June 2027.
    for (let n = 0; n < 5_000; n += 1) {
      const from = new Date(at('2026-01-01T00:00:00Z').getTime() + n * 150 * MINUTE);
      busyMonth.push(range(from, new Date(from.getTime() + 30 * MINUTE)));
    }
    const started = performance.now();
    const slots = freeSlots(
      rules({ busy: busyMonth }),
      range(at('2026-06-01T00:00:00Z'), at('2026-07-01T00:00:00Z')),
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(slots.length).toBeGreaterThan(0);
  });
});
