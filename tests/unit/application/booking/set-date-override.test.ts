import { describe, expect, it } from 'vitest';
import { dateOverrideSchema } from '#application/booking/admin-schemas.ts';
import { setDateOverride } from '#application/booking/set-date-override.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { ownerWorld } from './owner-world.ts';

describe('setDateOverride', () => {
  it('sets a day off with a note, then replaces it with extra hours', async () => {
    const { deps } = ownerWorld();
    const dayOff = await setDateOverride(
      deps,
      dateOverrideSchema.parse({ date: '2026-03-20', ranges: [], note: ' Conference ' }),
      STAFF_ACTOR,
    );
    expect(dayOff.overrides).toEqual([{ date: '2026-03-20', ranges: [], note: 'Conference' }]);

    const hours = await setDateOverride(
      deps,
      dateOverrideSchema.parse({
        date: '2026-03-20',
        ranges: [
          { startMinute: 1080, endMinute: 1200 },
          { startMinute: 480, endMinute: 540 },
        ],
        note: '',
      }),
      STAFF_ACTOR,
    );
    expect(hours.overrides).toEqual([
      {
        date: '2026-03-20',
        ranges: [
          { startMinute: 480, endMinute: 540 },
          { startMinute: 1080, endMinute: 1200 },
        ],
        note: null,
      },
    ]);
    expect(deps.events.changes).toBe(2);
  });

  it('refuses a date that does not exist', () => {
    expect(dateOverrideSchema.safeParse({ date: '2026-02-30', ranges: [] }).error?.issues[0]?.message).toBe(
      'Please enter a valid date',
    );
  });
});
