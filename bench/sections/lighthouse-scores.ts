import { runLighthouse } from '../lighthouse.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const PAGES = ['/', '/blog', '/blog/hello-world'];
/** Scores vary from run to run (more on a busy machine); Lighthouse advises the median of five. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PERFORMANCE_GOAL = 98;
/** Where issue 14 started. */
const ISSUE_PERFORMANCE: Record<string, string> = {
  '/': 'issue 14: 92',
  '/blog': 'issue 14: 92',
  '/blog/hello-world': 'issue 14: 86 (FCP 2.8 s)',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Lighthouse mobile (default settings) on the anonymous pages of issue 14, and what it advises. */
export async function lighthouseSection(site: BenchSite) {
  const pages = await runLighthouse(site.url, PAGES, RUNS);
  console.log(`\n${pages[0]?.settings ?? 'Lighthouse'}: median of ${RUNS} runs per page`);
  console.table(
    pages.map((page) => ({
      page: page.path,
      performance: page.scores.performance,
      accessibility: page.scores.accessibility,
      'best practices': page.scores['best-practices'],
      SEO: page.scores.seo,
      FCP: seconds(page.metrics.fcp),
      LCP: seconds(page.metrics.lcp),
      'TBT ms': Math.round(page.metrics.tbt),
      CLS: page.metrics.cls.toFixed(3),
      goal: `perf ≥ ${PERFORMANCE_GOAL}, others 100`,
      met:
        page.scores.performance >= PERFORMANCE_GOAL &&
        page.scores.accessibility === 100 &&
        page.scores['best-practices'] === 100 &&
        page.scores.seo === 100
          ? 'yes'
          : 'NO',
    })),
  );
  for (const page of pages) {
    console.log(`Lighthouse findings on ${page.path} (median run):`);
    for (const [category, findings] of Object.entries(page.findings))
      for (const finding of findings) console.log(`  ${category}: ${finding}`);
  }
  for (const page of pages) {
    const { performance, accessibility, seo } = page.scores;
    const bestPractices = page.scores['best-practices'];
    addSummaryRow({
      measure: `Lighthouse mobile performance ${page.path}`,
      figure: `${performance} (FCP ${seconds(page.metrics.fcp)}, LCP ${seconds(page.metrics.lcp)})`,
      baseline: ISSUE_PERFORMANCE[page.path] ?? '—',
      goal: `≥ ${PERFORMANCE_GOAL}`,
      met: performance >= PERFORMANCE_GOAL,
    });
    addSummaryRow({
      measure: `Lighthouse ${page.path} accessibility / best practices / SEO`,
      figure: `${accessibility} / ${bestPractices} / ${seo}`,
      baseline: 'issue 14: 100 each',
      goal: '100 each',
      met: accessibility === 100 && bestPractices === 100 && seo === 100,
    });
  }
}
