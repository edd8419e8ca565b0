import {
  type CheckOutcome,
  VISITOR_CHECK_NAMES,
  type VisitorCheckName,
  type VisitorCheckRun,
} from '#domain/system/system-check.ts';
import { connectionTestsKey, TEST_RUN_COOLDOWN_MS, testRunCoolingDown } from '#domain/system/test-runs.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { type BookingReads, checkBooking } from './checks/booking.ts';
import type { DatabaseProbe, MailTransportProbe, QueueProbe, RecentTestRuns, StorageProbe } from './ports.ts';

/** A service that has not answered a visitor's run within this long is reported failed. */
const VISITOR_PROBE_TIMEOUT_MS = 5000;

export interface VisitorCheckDeps {
  /** Kept in memory (`testRunLimiter`): a visitor's run writes no row anywhere. */
  limiter: RateLimiter;
  /** The last run of each address, shown again on a reload within the cooldown. */
  recentRuns: RecentTestRuns<VisitorCheckRun>;
  clock: Clock;
  database: Pick<DatabaseProbe, 'ping'>;
  queue: Pick<QueueProbe, 'ping'>;
  mail: MailTransportProbe;
  storage: Pick<StorageProbe, 'canWrite'>;
  booking: BookingReads;
}

/**
 * `/test-connection`: once a minute per address (spec §9, 'Please wait {n} seconds before running
 * tests again'), read-only probes of each service, answered with outcomes only: no messages,
 * versions, hosts or stack traces reach a visitor.
 */
export async function runVisitorChecks(
  deps: VisitorCheckDeps,
  visitor: { ip: string },
): Promise<VisitorCheckRun> {
  await enforceRateLimit(
    deps.limiter,
    connectionTestsKey(visitor.ip),
    { max: 1, windowMs: TEST_RUN_COOLDOWN_MS },
    testRunCoolingDown,
  );
  const startedAt = deps.clock.now();
  const probes: Record<VisitorCheckName, () => Promise<CheckOutcome>> = {
    // This answer is the web process answering.
    website: async () => 'pass',
    database: async () => passIf(await deps.database.ping()),
    queue: async () => passIf(await deps.queue.ping()),
    // Files instead of SMTP: the site works, but no e-mail reaches anyone.
    email: async () => {
      await deps.mail.verify();
      return deps.mail.kind === 'smtp' ? 'pass' : 'warning';
    },
    storage: async () => passIf(await deps.storage.canWrite()),
    booking: async () => (await checkBooking(deps.booking)).outcome,
  };
  const checks = await Promise.all(
    VISITOR_CHECK_NAMES.map(async (name) => ({ name, outcome: await outcomeOf(probes[name]) })),
  );
  const run: VisitorCheckRun = {
    passed: checks.every((check) => check.outcome !== 'fail'),
    ranAt: startedAt.toISOString(),
    checks,
    nextRunAt: new Date(startedAt.getTime() + TEST_RUN_COOLDOWN_MS).toISOString(),
  };
  deps.recentRuns.keep(connectionTestsKey(visitor.ip), run);
  return run;
}

const passIf = (ok: boolean): CheckOutcome => (ok ? 'pass' : 'fail');

/** The probe's outcome; a throw or no answer in time is a failure, its reason kept from the visitor. */
async function outcomeOf(probe: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('fail'), VISITOR_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().catch((): CheckOutcome => 'fail'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
