import { availableParallelism } from 'node:os';
import { startNginxProxy } from '../../tests/fixtures/harness/nginx-proxy.ts';
import { createTestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { formatRatio, measure, ratio } from '../load.ts';
import { signInOwner } from '../sign-in.ts';
import { type BenchSite, startSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;
const SIGNED_IN_PAGE = '/blog/hello-world';

const hostOf = (site: BenchSite) => site.url.replace('http://', '');

/**
 * Issue 32: a signed-in page (rendered on every request) through nginx to two web processes, beside
 * the same nginx in front of one, on PostgreSQL and Redis. With two cores shared by the load
 * generator, nginx, PostgreSQL and both processes, the figure is a record, not a goal.
 */
export async function scaleOutSection() {
  const database = await createTestDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? LOCAL_REDIS,
    QUEUE_PREFIX: `bench-${Date.now()}`,
  };
  const sites: BenchSite[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    sites.push(await startSite(shared));
    sites.push(await startSite(shared));
    const [first, second] = sites as [BenchSite, BenchSite];
    const headers = { Cookie: await signInOwner(first.url) };
    // The production configuration names two upstreams: one process is the same one twice.
    const throughProxy = async (upstreams: [BenchSite, BenchSite]) => {
      const proxy = await startNginxProxy({ upstreams: [hostOf(upstreams[0]), hostOf(upstreams[1])] });
      try {
        return await measure(`${proxy.httpsUrl}${SIGNED_IN_PAGE}`, {
          connections: CONNECTIONS,
          headers,
          tlsOptions: { ca: proxy.certificate },
        });
      } finally {
        await proxy.stop();
      }
    };
    const one = await throughProxy([first, first]);
    const two = await throughProxy([first, second]);
    const cores = availableParallelism();
    console.log(
      `\nSigned-in ${SIGNED_IN_PAGE} through nginx (HTTPS), ${CONNECTIONS} connections, ${cores} cores`,
    );
    console.table([
      { 'web processes': 1, 'req/s': one.rps, 'p50 ms': one.p50, 'p99 ms': one.p99, errors: one.errors },
      { 'web processes': 2, 'req/s': two.rps, 'p50 ms': two.p50, 'p99 ms': two.p99, errors: two.errors },
    ]);
    addSummaryRow({
      measure: `signed-in ${SIGNED_IN_PAGE} through nginx: two web processes vs one (${cores} cores)`,
      figure: `${formatRatio(ratio(two.rps, one.rps))} (${two.rps} req/s, p99 ${two.p99} ms, ${two.errors} errors)`,
      baseline: `one process ${one.rps} req/s, p99 ${one.p99} ms`,
      goal: 'a record on 2 cores; no errors',
      met: one.errors + two.errors === 0,
    });
  } finally {
    for (const site of sites) await site.stop();
    await database.drop();
  }
}
