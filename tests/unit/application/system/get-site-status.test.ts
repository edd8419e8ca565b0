import { describe, expect, it, vi } from 'vitest';
import { getSiteStatus } from '#application/system/get-site-status.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';
import { FakeProbe } from '#fixtures/fakes/in-memory-system.ts';

function setUp() {
  const clock = new FixedClock('2026-03-01T08:00:00.000Z');
  const database = new FakeProbe();
  const queue = new FakeProbe();
  return { database, queue, deps: { clock, probes: { database: database.probe, queue: queue.probe } } };
}

describe('getSiteStatus', () => {
  it('is ready when the database and the queue both answer, stamped with the time of the check', async () => {
    const { deps } = setUp();
    expect(await getSiteStatus(deps)).toEqual({
      ready: true,
      database: true,
      queue: true,
      checkedAt: '2026-03-01T08:00:00.000Z',
    });
  });

  it('names the dependency that is down and is not ready', async () => {
    const { deps, queue } = setUp();
    queue.answer = 'down';
    expect(await getSiteStatus(deps)).toMatchObject({ ready: false, database: true, queue: false });
  });

  it('shows a failing probe as down without its error message or timings', async () => {
    const { deps, database } = setUp();
    database.answer = 'throws';
    const status = await getSiteStatus(deps);
    expect(status).toMatchObject({ ready: false, database: false, queue: true });
    expect(Object.keys(status).sort()).toEqual(['checkedAt', 'database', 'queue', 'ready']);
    expect(JSON.stringify(status)).not.toContain('ECONNREFUSED');
  });

  it('shows a probe that never answers as down after the readiness timeout', async () => {
    vi.useFakeTimers();
    try {
      const { deps, database } = setUp();
      database.answer = 'hangs';
      const pending = getSiteStatus(deps);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await pending).toMatchObject({ ready: false, database: false, queue: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
