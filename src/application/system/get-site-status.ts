import type { Clock } from '../shared/ports.ts';
import { checkReadiness } from './check-readiness.ts';
import type { DependencyProbe } from './ports.ts';

export interface SiteStatus {
  ready: boolean;
  database: boolean;
  queue: boolean;
  checkedAt: string;
}

/** The public summary of the site's health shown on the home page: no error details, no timings. */
export async function getSiteStatus(deps: {
  clock: Clock;
  probes: { database: DependencyProbe; queue: DependencyProbe };
}): Promise<SiteStatus> {
  const readiness = await checkReadiness(deps.probes);
  const ok = (name: string) => readiness.checks.some((check) => check.name === name && check.ok);
  return {
    ready: readiness.ready,
    database: ok('database'),
    queue: ok('queue'),
    checkedAt: deps.clock.now().toISOString(),
  };
}
