import { describe, expect, it, vi } from 'vitest';
import { checkReadiness } from '#application/system/check-readiness.ts';

describe('checkReadiness', () => {
  it('reports each dependency and is ready when all answer', async () => {
    const readiness = await checkReadiness({ database: async () => true, queue: async () => true });
    expect(readiness.ready).toBe(true);
    expect(readiness.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['queue', true],
    ]);
  });

  it('turns a probe that throws into a failed check with its message', async () => {
    const readiness = await checkReadiness({
      database: async () => {
        throw new Error('connection refused');
      },
      queue: async () => true,
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks[0]).toMatchObject({ name: 'database', ok: false, error: 'connection refused' });
  });

  it('gives up on a probe that does not answer within 2 seconds', async () => {
    vi.useFakeTimers();
    try {
      const pending = checkReadiness({
        database: () => new Promise<boolean>(() => {}),
        queue: async () => true,
      });
      await vi.advanceTimersByTimeAsync(2000);
      const readiness = await pending;
      expect(readiness.checks[0]).toMatchObject({ ok: false, error: 'no answer within 2000 ms' });
    } finally {
      vi.useRealTimers();
    }
  });
});
