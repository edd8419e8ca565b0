import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { DURATION_SECONDS, formatRatio, measure, ratio } from '../load.ts';
import type { BenchSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const PAGE = '/blog';
const CONNECTIONS = 10;
/**
 * Issue 44 (item 5): while someone asks for the page under a new query string each time, readers of
 * the page itself keep at least this share of their throughput (both cores are shared with the
 * attack's renders; it fell to 3 % when each made-up address was compressed and kept).
 */
const GOAL = 0.25;

/** The blog list asked for as `/blog?x=<random>` by 10 connections, beside readers of `/blog`. */
export async function cacheBustingSection(site: BenchSite) {
  const alone = await measure(`${site.url}${PAGE}`, { connections: CONNECTIONS });
  const attack = autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS + 1,
    requests: [
      { setupRequest: (request) => ({ ...request, path: `${PAGE}?x=${randomBytes(6).toString('hex')}` }) },
    ],
  });
  const underAttack = await measure(`${site.url}${PAGE}`, { connections: CONNECTIONS });
  const attacker = await attack;
  const share = ratio(underAttack.rps, alone.rps);
  console.log(`\n${PAGE} for readers while ${CONNECTIONS} connections ask for ${PAGE}?x=<random> (same run)`);
  console.table([
    { load: `${PAGE}, alone`, 'req/s': alone.rps, 'p99 ms': alone.p99, errors: alone.errors },
    {
      load: `${PAGE}, under attack`,
      'req/s': underAttack.rps,
      'p99 ms': underAttack.p99,
      errors: underAttack.errors,
    },
    {
      load: `${PAGE}?x=<random>`,
      'req/s': Math.round(attacker.requests.average),
      'p99 ms': attacker.latency.p99,
      errors: attacker.errors + attacker.non2xx,
    },
  ]);
  addSummaryRow({
    measure: `${PAGE} while made-up query strings are asked for (cache busting), vs alone`,
    figure: `${formatRatio(share)} (${underAttack.rps} req/s)`,
    baseline: `alone ${alone.rps} req/s`,
    goal: `≥ ${GOAL}×`,
    met: share >= GOAL && underAttack.errors === 0,
  });
}
