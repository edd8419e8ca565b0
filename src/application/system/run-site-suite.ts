import { linkOutcome } from '#domain/system/site-links.ts';
import {
  type SiteSuiteRun,
  SUITE_STAGES,
  type SuiteLinkResult,
  suiteLinks,
  summariseSuite,
} from '#domain/system/site-suite.ts';
import {
  SITE_SUITE_RUNS_PER_MINUTE,
  SUITE_STAGE_PAUSE_MS,
  siteSuiteKey,
  TEST_RUN_COOLDOWN_MS,
  testRunCoolingDown,
} from '#domain/system/test-runs.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import type { Pause, RecentTestRuns, SiteRequests } from './ports.ts';

/**
 * `/test-suite`'s Run All Tests: requests every known internal link from the server, stage by stage
 * (pages, legal pages, demo posts, with spec §9's pause between stages), as the visitor would (their
 * address in `X-Forwarded-For`), and reports each link's status and outcome. Once a minute per
 * address and ten times a minute in all, counted in memory: the run writes nothing anywhere.
 */
export async function runSiteSuite(
  deps: {
    siteRequests: SiteRequests;
    testRunLimiter: RateLimiter;
    /** The last run of each address, shown again on a reload within the cooldown. */
    suiteRuns: RecentTestRuns<SiteSuiteRun>;
    clock: Clock;
    pause: Pause;
  },
  visitor: { ip: string },
): Promise<SiteSuiteRun> {
  await enforceRateLimit(
    deps.testRunLimiter,
    siteSuiteKey(visitor.ip),
    { max: 1, windowMs: TEST_RUN_COOLDOWN_MS },
    testRunCoolingDown,
  );
  await enforceRateLimit(
    deps.testRunLimiter,
    'test-suite:every-address',
    { max: SITE_SUITE_RUNS_PER_MINUTE, windowMs: TEST_RUN_COOLDOWN_MS },
    testRunCoolingDown,
  );
  const started = deps.clock.now();
  const links = suiteLinks();
  const results: SuiteLinkResult[] = [];
  for (const [index, stage] of SUITE_STAGES.entries()) {
    if (index > 0) await deps.pause(SUITE_STAGE_PAUSE_MS);
    for (const link of links.filter((candidate) => candidate.stage === stage)) {
      const { status } = await deps.siteRequests.get(link.path, { forwardedFor: visitor.ip });
      results.push({ ...link, status, outcome: linkOutcome(link.kind, status) });
    }
  }
  const summary = summariseSuite(results);
  const run: SiteSuiteRun = {
    passed: summary.failed === 0,
    ranAt: deps.clock.now().toISOString(),
    links: results,
    summary,
    nextRunAt: new Date(started.getTime() + TEST_RUN_COOLDOWN_MS).toISOString(),
  };
  deps.suiteRuns.keep(siteSuiteKey(visitor.ip), run);
  return run;
}
