import { type PageWeight, pageWeight } from '../page-weight.ts';
import { signInDemoClient, signInOwner } from '../sign-in.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

/** ARCHITECTURE (performance model) and issue 14: the JavaScript a page downloads, gzip. */
const JS_BUDGET_KB = 90;
/** Where issue 14 started: the post page downloaded about 185 KB of JavaScript. */
const ISSUE_BASELINES: Record<string, string> = { '/blog/hello-world': 'issue 14: about 185 KB' };

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

/** The id of the demo client's (sent) proposal, read as the client's Proposals tab reads it. */
async function demoProposalId(siteUrl: string, clientCookie: string): Promise<string> {
  const response = await fetch(`${siteUrl}/trpc/clients.proposals`, { headers: { Cookie: clientCookie } });
  const body = (await response.json()) as { result?: { data?: Array<{ id: string }> } };
  const id = body.result?.data?.[0]?.id;
  if (!id) throw new Error(`the demo client has no proposal to weigh: ${response.status}`);
  return id;
}

const describe = (page: PageToWeigh) =>
  `${page.path} (${page.language ?? 'en'}${page.reader ? `, signed-in ${page.reader}` : ''})`;

/** HTML, CSS and JavaScript of each page apart; the JavaScript of each against the budget. */
export async function pageWeightsSection(site: BenchSite) {
  const cookies = { client: await signInDemoClient(site), owner: await signInOwner(site.url) };
  const proposal = await demoProposalId(site.url, cookies.client);
  const weights: Array<[PageToWeigh, PageWeight]> = [];
  for (const page of PAGES) {
    const headers: Record<string, string> = { 'Accept-Language': page.language ?? 'en' };
    if (page.reader) headers.Cookie = cookies[page.reader];
    weights.push([page, await pageWeight(site.url, page.path.replace('{proposal}', proposal), headers)]);
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
