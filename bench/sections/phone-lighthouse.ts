/**
 * Issue 42: Lighthouse on a phone, calibrated to the host, with the stack's floor beside each page.
 *
 * Lighthouse's CPU slowdown is relative to the machine it runs on, so the bench first measures this
 * host's `benchmarkIndex` (the median of `LIGHTHOUSE_RUNS` runs on the floor page) and sets the slowdown
 * from it (`cpuSlowdownFor`, `bench/lighthouse.ts`): a fast machine cannot hide the cost. Then the floor
 * (`bench/floor/`: vike + React rendering one heading, built and served as static files) and each page
 * run `LIGHTHOUSE_RUNS` times at that slowdown, and the median run of each is kept. The floor is the
 * yardstick of the same run: what blocking time the stack costs before the site adds anything. Goal, per
 * page: performance ≥ 95 and total blocking time ≤ the floor's + 100 ms. The same runs give the
 * accessibility, best-practices and SEO scores (issue 14: 100 each) and Lighthouse's findings.
 */
import { startFloorSite } from '../floor.ts';
import { cpuSlowdownFor, hostBenchmarkIndexes, type LighthouseTarget, runLighthouse } from '../lighthouse.ts';
import { proposalPage, publicPhonePages } from '../phone-pages.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

/** Scores vary from run to run (more on a busy machine); more runs, a steadier median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PERFORMANCE_GOAL = 95;
/** Blocking time a page may add to the floor's. */
const TBT_OVER_FLOOR_MS = 100;
const FLOOR = 'the floor';
const PROPOSAL = "the demo client's proposal";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;

/** Lighthouse mobile on issue 42's pages and the floor, at the CPU slowdown this host calls for. */
export async function phoneLighthouseSection(site: BenchSite) {
  const floor = await startFloorSite();
  try {
    const floorTarget: LighthouseTarget = { name: FLOOR, url: `${floor.url}/` };
    const indexes = await hostBenchmarkIndexes(floorTarget, RUNS);
    const index = median(indexes);
    const slowdown = cpuSlowdownFor(index);
    console.log(
      `\nLighthouse on a phone: this host's CPU benchmark index ${index} (median of ${indexes.join(', ')}), so the CPU is slowed ${slowdown}× (4 × index / 1,750, at least 1)`,
    );

    const proposal = await proposalPage(site);
    const targets: LighthouseTarget[] = [
      floorTarget,
      ...(await publicPhonePages(site.url)).map((path) => ({ name: path, url: `${site.url}${path}` })),
      { name: PROPOSAL, url: `${site.url}${proposal.path}`, headers: { Cookie: proposal.cookie } },
    ];
    const [floorPage, ...pages] = await runLighthouse(targets, RUNS, slowdown);
    if (!floorPage) throw new Error('Lighthouse measured no floor');
    const floorTbt = Math.round(floorPage.metrics.tbt);
    const tbtGoal = floorTbt + TBT_OVER_FLOOR_MS;
    const othersMet = (page: (typeof pages)[number]) =>
      page.scores.accessibility === 100 && page.scores['best-practices'] === 100 && page.scores.seo === 100;

    console.log(`${floorPage.settings}: median run of ${RUNS} per page`);
    console.table(
      [floorPage, ...pages].map((page) => ({
        page: page.name,
        performance: page.scores.performance,
        'TBT ms': Math.round(page.metrics.tbt),
        'floor TBT ms': floorTbt,
        FCP: seconds(page.metrics.fcp),
        LCP: seconds(page.metrics.lcp),
        CLS: page.metrics.cls.toFixed(3),
        accessibility: page.scores.accessibility,
        'best practices': page.scores['best-practices'],
        SEO: page.scores.seo,
        'CPU index': page.benchmarkIndex,
        goal:
          page === floorPage
            ? 'the yardstick'
            : `perf ≥ ${PERFORMANCE_GOAL}, TBT ≤ ${tbtGoal} ms, others 100`,
        met:
          page === floorPage
            ? ''
            : page.scores.performance >= PERFORMANCE_GOAL && page.metrics.tbt <= tbtGoal && othersMet(page)
              ? 'yes'
              : 'NO',
      })),
    );
    for (const page of pages) {
      console.log(`Lighthouse findings on ${page.name} (median run):`);
      for (const [category, findings] of Object.entries(page.findings))
        for (const finding of findings) console.log(`  ${category}: ${finding}`);
    }

    addSummaryRow({
      measure: "Lighthouse: this host's CPU benchmark index, and the CPU slowdown set from it",
      figure: `${index} (runs ${indexes.join(', ')}) → ${slowdown}×`,
      baseline: "Lighthouse's 4× is meant for index 1,500–2,000",
      goal: 'measured: slowdown 4 × index / 1,750',
      met: true,
    });
    addSummaryRow({
      measure: "Lighthouse mobile, the stack's floor (vike + React, one heading): performance, TBT",
      figure: `${floorPage.scores.performance}, ${floorTbt} ms`,
      baseline: '—',
      goal: 'measured (the yardstick)',
      met: true,
    });
    for (const page of pages) {
      const { performance, accessibility, seo } = page.scores;
      const bestPractices = page.scores['best-practices'];
      addSummaryRow({
        measure: `Lighthouse mobile performance ${page.name} (CPU ${slowdown}×)`,
        figure: `${performance} (FCP ${seconds(page.metrics.fcp)}, LCP ${seconds(page.metrics.lcp)})`,
        baseline: `floor ${floorPage.scores.performance}`,
        goal: `≥ ${PERFORMANCE_GOAL}`,
        met: performance >= PERFORMANCE_GOAL,
      });
      addSummaryRow({
        measure: `Lighthouse mobile total blocking time ${page.name} (CPU ${slowdown}×)`,
        figure: `${Math.round(page.metrics.tbt)} ms`,
        baseline: `floor ${floorTbt} ms`,
        goal: `≤ floor + ${TBT_OVER_FLOOR_MS} ms (${tbtGoal} ms)`,
        met: page.metrics.tbt <= tbtGoal,
      });
      addSummaryRow({
        measure: `Lighthouse ${page.name} accessibility / best practices / SEO`,
        figure: `${accessibility} / ${bestPractices} / ${seo}`,
        baseline: 'issue 14: 100 each',
        goal: '100 each',
        met: othersMet(page),
      });
    }
  } finally {
    floor.stop();
  }
}
