import { describe, expect, it } from 'vitest';
import { removeDateOverride } from '#application/booking/remove-date-override.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { ownerWorld } from './owner-world.ts';

describe('removeDateOverride', () => {
  it('lets the date follow the week again; removing it twice changes nothing', async () => {
    const { deps, availability } = ownerWorld();
    await availability.setOverride({ date: '2026-03-20', ranges: [], note: null });
    await availability.setOverride({ date: '2026-03-27', ranges: [], note: null });

    const after = await removeDateOverride(deps, { date: '2026-03-20' }, STAFF_ACTOR);
    expect(after.overrides.map((override) => override.date)).toEqual(['2026-03-27']);
    expect((await removeDateOverride(deps, { date: '2026-03-20' }, STAFF_ACTOR)).overrides).toHaveLength(1);
    // Only the removal that changed the hours drops the cached booking pages.
    expect(deps.events.changes).toBe(1);
  });
});
