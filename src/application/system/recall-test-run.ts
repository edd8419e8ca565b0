import { secondsLeftUntil } from '#domain/system/test-runs.ts';
import type { Clock } from '../shared/ports.ts';
import type { RecentTestRuns } from './ports.ts';

/** What a test page shows on load: the address's last run within its cooldown, and the seconds left. */
export interface RecalledTestRun<Run> {
  run: Run | null;
  /** Whole seconds until this address may run again, by the server's clock; 0 when it may now. */
  retryAfterSeconds: number;
}

/** The last run of this address (`/test-connection`, `/test-suite`), while its cooldown lasts. */
export function recallTestRun<Run extends { nextRunAt: string }>(
  deps: { runs: RecentTestRuns<Run>; clock: Clock },
  key: string,
): RecalledTestRun<Run> {
  const run = deps.runs.recall(key);
  const retryAfterSeconds = run ? secondsLeftUntil(run.nextRunAt, deps.clock.now()) : 0;
  return { run: run && retryAfterSeconds > 0 ? run : null, retryAfterSeconds };
}
