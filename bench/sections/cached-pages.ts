import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatRatio, measure, ratio } from '../load.ts';
import type { BenchSite } from '../site.ts';
import { startStaticServer } from '../static-server.ts';
import { addSummaryRow } from '../summary.ts';

/** Pages an anonymous reader opens, each compared with its own HTML served by a bare Node server. */
const PAGES = ['/blog', '/blog/hello-world', '/'];
/** Issue 14 measures cached pages against the bare server with 50 connections. */
const CONNECTIONS = 50;
/** Goal of issue 14: a cached page at least half as fast as a bare server sending the same bytes. */
const GOAL = 0.5;

export async function cachedPagesSection(site: BenchSite) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));
  try {
    const htmlFiles = await Promise.all(
      PAGES.map(async (pagePath, index) => {
        const file = path.join(folder, `page-${index}.html`);
        await writeFile(file, await (await fetch(`${site.url}${pagePath}`)).text());
        return file;
      }),
    );
    const staticServer = await startStaticServer(htmlFiles);
    const rows = [];
    try {
      for (const [index, pagePath] of PAGES.entries()) {
        const cached = await measure(`${site.url}${pagePath}`, { connections: CONNECTIONS });
        const bare = await measure(`${staticServer.url}/${index}`, { connections: CONNECTIONS });
        const times = ratio(cached.rps, bare.rps);
        rows.push({
          page: pagePath,
          'site req/s': cached.rps,
          'site p99 ms': cached.p99,
          'bare req/s': bare.rps,
          'bare p99 ms': bare.p99,
          'site / bare': formatRatio(times),
          goal: `≥ ${GOAL}×`,
          met: times >= GOAL ? 'yes' : 'NO',
          errors: cached.errors + bare.errors,
        });
        addSummaryRow({
          measure: `anonymous ${pagePath} from the page cache vs a bare server, same bytes`,
          figure: `${formatRatio(times)} (${cached.rps} req/s)`,
          baseline: `bare server ${bare.rps} req/s`,
          goal: `≥ ${GOAL}×`,
          met: times >= GOAL && cached.errors === 0,
        });
      }
    } finally {
      staticServer.stop();
    }
    console.log(
      `\nAnonymous pages from the page cache vs the same HTML from a bare Node http server (same run, ${CONNECTIONS} connections)`,
    );
    console.table(rows);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
