import autocannon from 'autocannon';
import { DURATION_SECONDS } from '../load.ts';
import { type BenchSite, rssMb } from '../site.ts';

const CONNECTIONS = 10;

const endpoints = [
  { name: 'baseline: GET /healthz', path: '/healthz' },
  { name: 'GET /trpc/system.status', path: '/trpc/system.status' },
  { name: 'GET / (server-rendered home)', path: '/' },
  { name: 'GET /no-such-page (404 page)', path: '/no-such-page' },
];

/** Each endpoint beside `/healthz`, the cheapest route through the same Express stack. */
export async function throughputSection(site: BenchSite) {
  const rows = [];
  const idleRss = rssMb(site.pid);
  let baseline = 0;
  for (const endpoint of endpoints) {
    const url = `${site.url}${endpoint.path}`;
    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
    const rps = Math.round(result.requests.average);
    if (baseline === 0) baseline = rps;
    rows.push({
      endpoint: endpoint.name,
      'req/s': rps,
      'vs baseline': `${Math.round((rps / baseline) * 100)}%`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx - (endpoint.path === '/no-such-page' ? result.non2xx : 0),
      'RSS MB after': rssMb(site.pid),
    });
  }
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS} s each; RSS ${idleRss} MB before)`,
  );
  console.table(rows);
}
