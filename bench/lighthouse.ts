/**
 * Lighthouse with its default settings (mobile form factor, simulated throttling) in Debian's
 * Chromium, several runs per page, keeping the run Lighthouse's own `computeMedianRun` picks
 * (nearest the median FCP and TTI), as Lighthouse's variability guide advises.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { executablePath } from '../tests/fixtures/browser.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  /** Lighthouse's version, form factor, throttling method and the CPU's speed, as the run reports them. */
  settings: string;
  /** Lighthouse's measure of this machine's CPU (its throttling assumes about 1,000 and more). */
  benchmarkIndex: number;
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Audits that cost points or flag savings, worst first: what to work on. */
  findings: Record<Category, string[]>;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The first few files (as paths) or reasons an audit's table names: where to look. */
function worstUrls(details: Result['audits'][string]['details']): string {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return '';
  const named = details.items.flatMap((item) => {
    if ('url' in item && typeof item.url === 'string' && item.url.startsWith('http'))
      return [new URL(item.url).pathname];
    return 'reason' in item && typeof item.reason === 'string' ? [item.reason] : [];
  });
  return named.slice(0, 3).join(' | ');
}

/** Audits of `category` that are not passed (score under 1, or savings announced), with their figure. */
function findingsOf(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => {
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        return false;
      const saves = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
      return audit.score !== null && (audit.score < 0.9 || (audit.score < 1 && saves));
    })
    .sort((a, b) => (a.audit?.score ?? 1) - (b.audit?.score ?? 1))
    .map(({ audit }) => {
      const savings = Object.entries(audit?.metricSavings ?? {})
        .filter(([, value]) => (value ?? 0) > 0)
        .map(([metric, value]) => `${metric} −${Math.round(value ?? 0)}`)
        .join(', ');
      const figure = [audit?.displayValue, savings && `saves ${savings}`, worstUrls(audit?.details)]
        .filter(Boolean)
        .join('; ');
      return `${audit?.title}${figure ? ` (${figure})` : ''}`;
    });
}

function summarise(path: string, lhr: Result): LighthousePage {
  const { formFactor, throttlingMethod } = lhr.configSettings;
  return {
    path,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    settings: `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, ${throttlingMethod} throttling (CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])) as Record<
      Category,
      number
    >,
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    findings: Object.fromEntries(
      CATEGORIES.map((category) => [category, findingsOf(lhr, category)]),
    ) as Record<Category, string[]>,
  };
}

/** Each of `paths` on `siteUrl`, `runs` times, in one headless Chromium; the median run of each. */
export async function runLighthouse(
  siteUrl: string,
  paths: string[],
  runs: number,
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${siteUrl}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
        results.push(result.lhr);
      }
      pages.push(summarise(path, computeMedianRun(results)));
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
