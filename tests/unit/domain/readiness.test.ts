import { describe, expect, it } from 'vitest';
import { summariseReadiness } from '#domain/system/readiness.ts';

describe('summariseReadiness', () => {
  it('is ready when every dependency answered', () => {
    const checks = [
      { name: 'database' as const, ok: true, latencyMs: 3 },
      { name: 'queue' as const, ok: true, latencyMs: 1 },
    ];
    expect(summariseReadiness(checks)).toEqual({ ready: true, checks });
  });

  it('is not ready when one dependency failed', () => {
    const checks = [
      { name: 'database' as const, ok: true, latencyMs: 3 },
      { name: 'queue' as const, ok: false, latencyMs: 2000, error: 'timeout' },
    ];
    expect(summariseReadiness(checks).ready).toBe(false);
  });

  it('is not ready when nothing was checked', () => {
    expect(summariseReadiness([]).ready).toBe(false);
  });
});
