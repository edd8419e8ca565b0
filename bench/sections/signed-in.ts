import { formatRatio, measure, ratio } from '../load.ts';
import { signInOwner } from '../sign-in.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const CONNECTIONS = 50;
const GOAL = 0.5;
const POST_PAGE = '/blog/hello-world';
/** A page of the same site whose rendering reads no data: no +data hook, only the layout's texts. */
const DATA_LESS_PAGE = '/legal/privacy-policy';

/**
 * The owner's post page, rendered on every request (signed-in pages are never cached), beside a
 * data-less page with the same cookie: the cost of the post's data path on top of a signed-in render.
 */
export async function signedInSection(site: BenchSite) {
  const cookie = await signInOwner(site.url);
  const headers = { Cookie: cookie };
  for (const page of [POST_PAGE, DATA_LESS_PAGE]) {
    const html = await (await fetch(`${site.url}${page}`, { headers })).text();
    if (!html.includes('"role":"admin"')) throw new Error(`${page} was not rendered for the signed-in owner`);
  }
  const post = await measure(`${site.url}${POST_PAGE}`, { connections: CONNECTIONS, headers });
  const dataLess = await measure(`${site.url}${DATA_LESS_PAGE}`, { connections: CONNECTIONS, headers });
  const times = ratio(post.rps, dataLess.rps);
  console.log(`\nSigned-in owner (uncached): post page vs a data-less page, ${CONNECTIONS} connections`);
  console.table([
    { page: POST_PAGE, 'req/s': post.rps, 'p50 ms': post.p50, 'p99 ms': post.p99, errors: post.errors },
    {
      page: `baseline: ${DATA_LESS_PAGE}`,
      'req/s': dataLess.rps,
      'p50 ms': dataLess.p50,
      'p99 ms': dataLess.p99,
      errors: dataLess.errors,
    },
  ]);
  addSummaryRow({
    measure: `signed-in ${POST_PAGE} (uncached) vs data-less ${DATA_LESS_PAGE}`,
    figure: `${formatRatio(times)} (${post.rps} req/s)`,
    baseline: `data-less page ${dataLess.rps} req/s`,
    goal: `≥ ${GOAL}×`,
    met: times >= GOAL && post.errors + dataLess.errors === 0,
  });
}
