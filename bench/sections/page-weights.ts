import { floorJsGzipKb } from '../floor.ts';
import { type PageWeight, pageWeight } from '../page-weight.ts';
import { routeTableWeight } from '../route-table-weight.ts';
import { demoProposalId, signInDemoClient, signInOwner } from '../sign-in.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

/** ARCHITECTURE (performance model), issue 31: first-load JavaScript, gzip, by kind of page. */
export const JS_BUDGET_KB = { post: 110, public: 115, signedIn: 140 } as const;
const budgetOf = (page: PageToWeigh) =>
  page.path.startsWith('/blog/')
    ? JS_BUDGET_KB.post
    : page.reader
      ? JS_BUDGET_KB.signedIn
      : JS_BUDGET_KB.public;

/** Each page's weight when issue 31 was taken up (this bench, before i18next left the browser). */
const BEFORE_ISSUE_31: Record<string, number> = {
  '/': 140,
  '/blog': 137.2,
  '/blog/hello-world': 138.5,
  '/portal': 140.2,
  '/client_onboarding': 138.5,
  '/client_login': 134.7,
  '/portal/proposals/{proposal}': 140.9,
  '/admin/blog': 189.5,
  '/admin/dashboard': 132.2,
  '/admin/proposals': 138.5,
  '/admin/proposals/{proposal}': 138.1,
  '/booking?service=technical-consultation': 142.8,
  '/admin/bookings': 162,
  '/test-connection': 131.5,
  '/test-blog-api': 131.9,
  '/test-suite': 132.1,
  '/admin/tests': 178.2,
};

interface PageToWeigh {
  /** `{proposal}` stands for the demo client's proposal, looked up when the bench runs. */
  path: string;
  language?: string;
  /** Who reads it, signed in: the demo client or the owner; an anonymous reader without. */
  reader?: 'client' | 'owner';
}

const PAGES: PageToWeigh[] = [
  { path: '/' },
  { path: '/', language: 'de' },
  { path: '/blog' },
  { path: '/blog/hello-world' },
  { path: '/portal', reader: 'client' },
  { path: '/client_onboarding' },
  { path: '/client_login' },
  { path: '/epie-electricians' },
  { path: '/educational-initiative' },
  { path: '/cv' },
  // Issue 14: the client area's new pages keep to the same budget (proposals and booking as they land).
  { path: '/portal/proposals/{proposal}', reader: 'client' },
  { path: '/admin/blog', reader: 'owner' },
  { path: '/admin/dashboard', reader: 'owner' },
  { path: '/admin/proposals', reader: 'owner' },
  { path: '/admin/proposals/{proposal}', reader: 'owner' },
  { path: '/booking?service=technical-consultation' },
  { path: '/admin/bookings', reader: 'owner' },
  { path: '/test-connection' },
  { path: '/test-blog-api' },
  { path: '/test-suite' },
  { path: '/admin/tests', reader: 'owner' },
];

const describe = (page: PageToWeigh) =>
  `${page.path} (${page.language ?? 'en'}${page.reader ? `, signed-in ${page.reader}` : ''})`;

/** HTML, CSS and JavaScript of each page apart; the JavaScript of each against its budget and the floor. */
export async function pageWeightsSection(site: BenchSite) {
  const floorKb = await floorJsGzipKb();
  const cookies = { client: await signInDemoClient(site), owner: await signInOwner(site.url) };
  const proposal = await demoProposalId(site.url, cookies.client);
  const weights: Array<[PageToWeigh, PageWeight]> = [];
  for (const page of PAGES) {
    const headers: Record<string, string> = { 'Accept-Language': page.language ?? 'en' };
    if (page.reader) headers.Cookie = cookies[page.reader];
    weights.push([page, await pageWeight(site.url, page.path.replace('{proposal}', proposal), headers)]);
  }
  console.log(
    `\nPage weight, gzip KB (JavaScript: the files the HTML names and every module they import statically; budget ≤ ${JS_BUDGET_KB.post} KB on a post, ${JS_BUDGET_KB.public} KB on other public pages, ${JS_BUDGET_KB.signedIn} KB signed in; the stack's floor, vike + React rendering one heading: ${floorKb} KB)`,
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
      'above floor KB': Math.round((weight.jsGzipKb - floorKb) * 10) / 10,
      'largest JS file': `${weight.largestJs.path} ${weight.largestJs.gzipKb} KB`,
      goal: `JS ≤ ${budgetOf(page)} KB`,
      met: weight.jsGzipKb <= budgetOf(page) ? 'yes' : 'NO',
    })),
  );
  const table = await routeTableWeight();
  addSummaryRow({
    measure: "vike's route table, gzip (in every page's first load)",
    figure: `${table.tableKb} KB for ${table.pages} pages (in a chunk of ${table.chunkKb} KB)`,
    baseline: 'issue 31: 27.4 KB',
    goal: 'measured',
    met: true,
  });
  addSummaryRow({
    measure: "JavaScript of the stack's floor (vike + React, one heading), gzip",
    figure: `${floorKb} KB`,
    baseline: '—',
    goal: 'measured',
    met: true,
  });
  for (const [page, weight] of weights) {
    const before = BEFORE_ISSUE_31[page.path];
    addSummaryRow({
      measure: `JavaScript ${describe(page)} at first load, gzip`,
      figure: `${weight.jsGzipKb} KB (floor +${Math.round((weight.jsGzipKb - floorKb) * 10) / 10})`,
      baseline: before && !page.language ? `${before} KB before issue 31` : '—',
      goal: `≤ ${budgetOf(page)} KB`,
      met: weight.jsGzipKb <= budgetOf(page),
      budget: true,
    });
  }
}
