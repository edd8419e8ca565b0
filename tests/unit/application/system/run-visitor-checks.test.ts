import { describe, expect, it } from 'vitest';
import { recallTestRun } from '#application/system/recall-test-run.ts';
import { runVisitorChecks, type VisitorCheckDeps } from '#application/system/run-visitor-checks.ts';
import type { BookingService } from '#domain/booking/service.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { connectionTestsKey } from '#domain/system/test-runs.ts';
import { FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { MemoryRecentTestRuns } from '#infrastructure/system/memory-recent-test-runs.ts';

function visitorDeps(clock = new FixedClock()): VisitorCheckDeps {
  return {
    limiter: new InMemoryRateLimiter(clock),
    recentRuns: new MemoryRecentTestRuns(clock),
    clock,
    database: { ping: async () => true },
    queue: { ping: async () => true },
    mail: { kind: 'smtp', verify: async () => {} },
    storage: { canWrite: async () => true },
    booking: {
      services: { listActive: async () => [{} as BookingService] },
      availability: { weekly: async () => [{ dayOfWeek: 1, startMinute: 540, endMinute: 1020 }] },
    },
  };
}

const visitor = { ip: '203.0.113.7' };

describe('a visitor’s connection tests', () => {
  it('are shown again on a reload within the cooldown, with the server’s seconds left, then forgotten', async () => {
    const clock = new FixedClock();
    const deps = visitorDeps(clock);
    const recall = () => recallTestRun({ runs: deps.recentRuns, clock }, connectionTestsKey(visitor.ip));
    expect(recall()).toEqual({ run: null, retryAfterSeconds: 0 });
    const run = await runVisitorChecks(deps, visitor);
    clock.advance(6_000);
    expect(recall()).toEqual({ run, retryAfterSeconds: 54 });
    // Another address has no run and no wait.
    expect(recallTestRun({ runs: deps.recentRuns, clock }, connectionTestsKey('198.51.100.1'))).toEqual({
      run: null,
      retryAfterSeconds: 0,
    });
    clock.advance(54_000);
    expect(recall()).toEqual({ run: null, retryAfterSeconds: 0 });
  });

  it('answer each service with its outcome only, and when the next run is allowed', async () => {
    const run = await runVisitorChecks(visitorDeps(), visitor);
    expect(run).toEqual({
      passed: true,
      ranAt: '2026-01-15T12:00:00.000Z',
      nextRunAt: '2026-01-15T12:01:00.000Z',
      checks: [
        { name: 'website', outcome: 'pass' },
        { name: 'database', outcome: 'pass' },
        { name: 'queue', outcome: 'pass' },
        { name: 'email', outcome: 'pass' },
        { name: 'storage', outcome: 'pass' },
        { name: 'booking', outcome: 'pass' },
      ],
    });
  });

  it('report a service that throws as failed, without its error', async () => {
    const deps = visitorDeps();
    deps.database.ping = () =>
      Promise.reject(new Error('password authentication failed for user "postgres"'));
    deps.storage.canWrite = async () => false;
    const run = await runVisitorChecks(deps, visitor);
    expect(run.passed).toBe(false);
    expect(run.checks.find((check) => check.name === 'database')).toEqual({
      name: 'database',
      outcome: 'fail',
    });
    expect(run.checks.find((check) => check.name === 'storage')?.outcome).toBe('fail');
    expect(JSON.stringify(run)).not.toContain('postgres');
  });

  it('warn about e-mail written to files instead of sent', async () => {
    const deps = visitorDeps();
    deps.mail = { kind: 'files', verify: async () => {} };
    const run = await runVisitorChecks(deps, visitor);
    expect(run.checks.find((check) => check.name === 'email')?.outcome).toBe('warning');
    expect(run.passed).toBe(true);
  });

  it('refuse a second run within 60 seconds with "Please wait {n} seconds before running tests again"', async () => {
    const clock = new FixedClock();
    const deps = visitorDeps(clock);
    await runVisitorChecks(deps, visitor);
    clock.advance(15_500);
    const refusal = await runVisitorChecks(deps, visitor).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe('Please wait 45 seconds before running tests again');
    expect((refusal as AppError).code).toBe('SYSTEM.TEST_RUN_COOLDOWN');
  });

  it('count the cooldown per address and let the same address run again after a minute', async () => {
    const clock = new FixedClock();
    const deps = visitorDeps(clock);
    await runVisitorChecks(deps, visitor);
    await expect(runVisitorChecks(deps, { ip: '198.51.100.2' })).resolves.toMatchObject({ passed: true });
    clock.advance(60_000);
    await expect(runVisitorChecks(deps, visitor)).resolves.toMatchObject({
      nextRunAt: '2026-01-15T12:02:00.000Z',
    });
  });

  it('do not probe anything when refused', async () => {
    const deps = visitorDeps();
    await runVisitorChecks(deps, visitor);
    let pinged = false;
    deps.database.ping = async () => {
      pinged = true;
      return true;
    };
    await expect(runVisitorChecks(deps, visitor)).rejects.toThrow('Please wait 60 seconds');
    expect(pinged).toBe(false);
  });
});
