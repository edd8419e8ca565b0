import { describe, expect, it } from 'vitest';
import { recallTestRun } from '#application/system/recall-test-run.ts';
import { runSiteSuite } from '#application/system/run-site-suite.ts';
import { KNOWN_PAGES, KNOWN_POST_SLUGS } from '#domain/system/site-links.ts';
import type { SiteSuiteRun } from '#domain/system/site-suite.ts';
import {
  SITE_SUITE_RUNS_PER_MINUTE,
  SUITE_STAGE_PAUSE_MS,
  siteSuiteKey,
  TEST_RUN_COOLDOWN_MS,
} from '#domain/system/test-runs.ts';
import { errorOf, FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { InMemorySite } from '#fixtures/fakes/in-memory-site.ts';
import { MemoryRecentTestRuns } from '#infrastructure/system/memory-recent-test-runs.ts';

const VISITOR = { ip: '198.51.100.4' };

function suite() {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const site = new InMemorySite();
  const pauses: number[] = [];
  const order: string[] = [];
  const deps = {
    siteRequests: site,
    testRunLimiter: new InMemoryRateLimiter(clock),
    suiteRuns: new MemoryRecentTestRuns<SiteSuiteRun>(clock),
    clock,
    pause: async (ms: number) => {
      pauses.push(ms);
      order.push(`pause ${ms}`);
    },
  };
  const get = site.get.bind(site);
  site.get = (path, options) => {
    order.push(path);
    return get(path, options);
  };
  return { clock, site, deps, pauses, order, run: () => runSiteSuite(deps, VISITOR) };
}

describe('the site test suite', () => {
  it('requests every known page, the legal pages and the four demo posts, in stages with a pause between', async () => {
    const { order, run } = suite();
    const run1 = await run();
    const pages = KNOWN_PAGES.filter((path) => !path.startsWith('/legal/'));
    const legal = KNOWN_PAGES.filter((path) => path.startsWith('/legal/'));
    const posts = KNOWN_POST_SLUGS.map((slug) => `/blog/${slug}`);
    expect(order).toEqual([
      ...pages,
      `pause ${SUITE_STAGE_PAUSE_MS}`,
      ...legal,
      `pause ${SUITE_STAGE_PAUSE_MS}`,
      ...posts,
    ]);
    expect(run1.links.map((link) => link.stage)).toEqual([
      ...pages.map(() => 'pages'),
      ...legal.map(() => 'legal'),
      ...posts.map(() => 'posts'),
    ]);
    expect(posts).toContain('/blog/hello-world');
  });

  it('reports every link 200 as passed on a healthy site', async () => {
    const { run } = suite();
    const result = await run();
    expect(result.passed).toBe(true);
    expect(result.links.every((link) => link.status === 200 && link.outcome === 'pass')).toBe(true);
    expect(result.summary).toEqual({ total: 18, passed: 18, warnings: 0, failed: 0 });
  });

  it('counts a missing demo post as a warning, and an error page or no answer as a failure', async () => {
    const { site, run } = suite();
    site.statuses.set('/blog/hello-world', 404);
    site.statuses.set('/cv', 500);
    site.statuses.set('/booking', null);
    site.statuses.set('/login', 302);
    const result = await run();
    const byPath = new Map(result.links.map((link) => [link.path, link]));
    expect(byPath.get('/blog/hello-world')).toMatchObject({ status: 404, outcome: 'warning' });
    expect(byPath.get('/cv')).toMatchObject({ status: 500, outcome: 'fail' });
    expect(byPath.get('/booking')).toMatchObject({ status: null, outcome: 'fail' });
    expect(byPath.get('/login')).toMatchObject({ status: 302, outcome: 'pass' });
    expect(result.summary).toEqual({ total: 18, passed: 15, warnings: 1, failed: 2 });
    expect(result.passed).toBe(false);
  });

  it('passes with only warnings (a deleted demo post does not fail the run)', async () => {
    const { site, run } = suite();
    site.statuses.set('/blog/hello-world', 404);
    expect((await run()).passed).toBe(true);
  });

  it('sends every request in the visitor’s name', async () => {
    const { site, run } = suite();
    await run();
    expect(new Set(site.requests.map((request) => request.forwardedFor))).toEqual(new Set([VISITOR.ip]));
  });

  it('refuses a second run from the same address within 60 seconds with the seconds left, requesting nothing', async () => {
    const { clock, site, run, deps } = suite();
    const first = await run();
    expect(first.nextRunAt).toBe(new Date(clock.now().getTime() + TEST_RUN_COOLDOWN_MS).toISOString());
    const requested = site.requests.length;
    clock.advance(15_500);
    const refusal = await errorOf(run());
    expect(refusal.message).toBe('Please wait 45 seconds before running tests again');
    expect(refusal.kind).toBe('rate_limited');
    expect(site.requests.length).toBe(requested);
    // Another visitor is not held back.
    await runSiteSuite(deps, { ip: '198.51.100.5' });
    clock.advance(TEST_RUN_COOLDOWN_MS - 15_500);
    expect((await run()).passed).toBe(true);
  });

  it('keeps the last run of each address for its cooldown, so a reload shows it with the seconds left', async () => {
    const { clock, run, deps } = suite();
    const recall = () => recallTestRun({ runs: deps.suiteRuns, clock }, siteSuiteKey(VISITOR.ip));
    expect(recall()).toEqual({ run: null, retryAfterSeconds: 0 });
    const first = await run();
    clock.advance(28_200);
    expect(recall()).toEqual({ run: first, retryAfterSeconds: 32 });
    clock.advance(31_800);
    expect(recall()).toEqual({ run: null, retryAfterSeconds: 0 });
  });

  it('runs at most 10 times a minute in all, whatever the addresses, requesting nothing beyond', async () => {
    const { clock, site, deps } = suite();
    for (let visitor = 1; visitor <= SITE_SUITE_RUNS_PER_MINUTE; visitor++)
      await runSiteSuite(deps, { ip: `203.0.113.${visitor}` });
    const requested = site.requests.length;
    const refusal = await errorOf(runSiteSuite(deps, { ip: '203.0.113.200' }));
    expect(refusal.kind).toBe('rate_limited');
    expect(refusal.message).toBe('Please wait 60 seconds before running tests again');
    expect(site.requests.length).toBe(requested);
    clock.advance(TEST_RUN_COOLDOWN_MS);
    expect((await runSiteSuite(deps, { ip: '203.0.113.200' })).passed).toBe(true);
  });
});
