import { describe, expect, it } from 'vitest';
import { getAvailability } from '#application/booking/get-availability.ts';
import { ownerWorld } from './owner-world.ts';

describe('getAvailability', () => {
  it("gives all seven days (0 = Sunday) with their ranges by start, in London's zone", async () => {
    const { deps, availability } = ownerWorld();
    await availability.replaceWeekly([
      { dayOfWeek: 1, startMinute: 780, endMinute: 1020 },
      { dayOfWeek: 1, startMinute: 540, endMinute: 720 },
      { dayOfWeek: 5, startMinute: 540, endMinute: 1020 },
    ]);

    const { week, timeZone } = await getAvailability(deps);

    expect(timeZone).toBe('Europe/London');
    expect(week.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[1]?.ranges).toEqual([
      { startMinute: 540, endMinute: 720 },
      { startMinute: 780, endMinute: 1020 },
    ]);
    expect(week[5]?.ranges).toEqual([{ startMinute: 540, endMinute: 1020 }]);
    expect(week[0]?.ranges).toEqual([]);
  });

  it('lists the overrides from today (London) on, by date, and leaves out the past ones', async () => {
    const { deps, availability, clock } = ownerWorld();
    // 00:30 on 1 April in London is still 31 March in UTC: London's date counts.
    clock.set('2026-03-31T23:30:00.000Z');
    await availability.setOverride({ date: '2026-05-01', ranges: [], note: 'Holiday' });
    await availability.setOverride({
      date: '2026-04-01',
      ranges: [{ startMinute: 600, endMinute: 660 }],
      note: null,
    });
    await availability.setOverride({ date: '2026-03-31', ranges: [], note: null });

    const { overrides } = await getAvailability(deps);

    expect(overrides).toEqual([
      { date: '2026-04-01', ranges: [{ startMinute: 600, endMinute: 660 }], note: null },
      { date: '2026-05-01', ranges: [], note: 'Holiday' },
    ]);
  });
});
