import { type PageWeight, pageWeight } from '../page-weight.ts';
import { signInDemoClient } from '../sign-in.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

/** ARCHITECTURE (performance model) and issue 14: the JavaScript a page downloads, gzip. */
const JS_BUDGET_KB = 90;
/** Where issue 14 started: the post page downloaded about 185 KB of JavaScript. */
const ISSUE_BASELINES: Record<string, string> = { '/blog/hello-world': 'issue 14: about 185 KB' };

interface PageToWeigh {
  path: string;
  language?: string;
  /** Who reads it: `client` is the demo client, signed in. */
  reader?: 'client';
}

const PAGES: PageToWeigh[] = [
  { path: '/' },
  { path: '/', language: 'de' },
  { path: '/blog' },
  { path: '/blog/hello-world' },
  { path: '/portal', reader: 'client' },
  { path: '/client_onboarding' },
  { path: '/client_login' },
];

const describe = (page: PageToWeigh) =>
  `${page.path} (${page.language ?? 'en'}${page.reader ? `, signed-in ${page.reader}` : ''})`;

/** HTML, CSS and JavaScript of each page apart; the JavaScript of each against the budget. */
export async function pageWeightsSection(site: BenchSite) {
  const clientCookie = await signInDemoClient(site);
  const weights: Array<[PageToWeigh, PageWeight]> = [];
  for (const page of PAGES) {
    const headers: Record<string, string> = { 'Accept-Language': page.language ?? 'en' };
    if (page.reader === 'client') headers.Cookie = clientCookie;
    weights.push([page, await pageWeight(site.url, page.path, headers)]);
  }
  console.log(
    `\nPage weight, gzip KB (JavaScript: the files the HTML names and every module they import statically; budget ≤ ${JS_BUDGET_KB} KB)`,
  );
  console.table(
    weights.map(([page, weight]) => ({
      page: describe(page),
      'HTML KB': weight.htmlGzipKb,
      'CSS KB': weight.cssGzipKb,
      'CSS files': weight.cssFiles,
      'JS KB': weight.jsGzipKb,
      'JS files': weight.jsFiles,
      'JS KB raw': weight.jsRawKb,
      'largest JS file': `${weight.largestJs.path} ${weight.largestJs.gzipKb} KB`,
      goal: `JS ≤ ${JS_BUDGET_KB} KB`,
      met: weight.jsGzipKb <= JS_BUDGET_KB ? 'yes' : 'NO',
    })),
  );
  for (const [page, weight] of weights) {
    addSummaryRow({
      measure: `JavaScript ${describe(page)} downloads, gzip`,
      figure: `${weight.jsGzipKb} KB in ${weight.jsFiles} files`,
      baseline: ISSUE_BASELINES[page.path] ?? '—',
      goal: `≤ ${JS_BUDGET_KB} KB`,
      met: weight.jsGzipKb <= JS_BUDGET_KB,
      budget: true,
    });
  }
}
