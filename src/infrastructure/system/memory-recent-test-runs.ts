import { LRUCache } from 'lru-cache';
import type { Clock } from '#application/shared/ports.ts';
import type { RecentTestRuns } from '#application/system/ports.ts';

/**
 * The last test run of each address, in the process's memory like the test runs' cooldown (a visitor's
 * run writes no row). At most `max` addresses are kept, the least recently used dropped first.
 */
export class MemoryRecentTestRuns<Run extends { nextRunAt: string }> implements RecentTestRuns<Run> {
  private readonly runs: LRUCache<string, Run>;
  private readonly clock: Clock;

  constructor(clock: Clock = { now: () => new Date() }, max = 5000) {
    this.clock = clock;
    this.runs = new LRUCache<string, Run>({ max });
  }

  keep(key: string, run: Run): void {
    this.runs.set(key, run);
  }

  recall(key: string): Run | undefined {
    const run = this.runs.get(key);
    if (run && Date.parse(run.nextRunAt) <= this.clock.now().getTime()) {
      this.runs.delete(key);
      return undefined;
    }
    return run;
  }
}
