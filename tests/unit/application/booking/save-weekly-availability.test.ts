import { describe, expect, it } from 'vitest';
import { weeklyAvailabilitySchema } from '#application/booking/admin-schemas.ts';
import { saveWeeklyAvailability } from '#application/booking/save-weekly-availability.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { ownerWorld } from './owner-world.ts';

describe('saveWeeklyAvailability', () => {
  it('replaces the whole week: several ranges a day, and a day left out has no hours', async () => {
    const { deps, availability } = ownerWorld();
    await availability.replaceWeekly([{ dayOfWeek: 3, startMinute: 540, endMinute: 1020 }]);

    const saved = await saveWeeklyAvailability(
      deps,
      weeklyAvailabilitySchema.parse({
        days: [
          {
            dayOfWeek: 1,
            ranges: [
              { startMinute: 840, endMinute: 1020 },
              { startMinute: 540, endMinute: 720 },
            ],
          },
          { dayOfWeek: 0, ranges: [{ startMinute: 600, endMinute: 720 }] },
        ],
      }),
      STAFF_ACTOR,
    );

    expect(saved.week.filter((day) => day.ranges.length > 0)).toEqual([
      { dayOfWeek: 0, ranges: [{ startMinute: 600, endMinute: 720 }] },
      {
        dayOfWeek: 1,
        ranges: [
          { startMinute: 540, endMinute: 720 },
          { startMinute: 840, endMinute: 1020 },
        ],
      },
    ]);
    expect(await availability.weekly()).toHaveLength(3);
    // The booking pages show the slots these hours make: cached copies are dropped.
    expect(deps.events.changes).toBe(1);
  });

  it('keeps the last entry of a day sent twice, so no unchecked ranges are mixed', async () => {
    const { deps } = ownerWorld();
    const saved = await saveWeeklyAvailability(
      deps,
      {
        days: [
          { dayOfWeek: 2, ranges: [{ startMinute: 540, endMinute: 720 }] },
          { dayOfWeek: 2, ranges: [{ startMinute: 600, endMinute: 660 }] },
        ],
      },
      STAFF_ACTOR,
    );
    expect(saved.week[2]?.ranges).toEqual([{ startMinute: 600, endMinute: 660 }]);
  });

  it('refuses ranges that end before they start or overlap on one day', () => {
    const issue = (ranges: { startMinute: number; endMinute: number }[]) =>
      weeklyAvailabilitySchema.safeParse({ days: [{ dayOfWeek: 1, ranges }] }).error?.issues[0]?.message;
    expect(issue([{ startMinute: 600, endMinute: 540 }])).toBe('Each range must end after it starts');
    expect(
      issue([
        { startMinute: 540, endMinute: 720 },
        { startMinute: 700, endMinute: 800 },
      ]),
    ).toBe('Ranges on the same day must not overlap');
  });
});
