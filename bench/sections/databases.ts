import { createTestDatabase, type TestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { formatRatio, type LoadFigures, measure, ratio } from '../load.ts';
import { rssMb, sleep, startSite } from '../site.ts';
import { startStaticServer } from '../static-server.ts';
import { addSummaryRow } from '../summary.ts';
import { uncachedPagesSection } from './uncached-pages.ts';

/** The server the bench uses when `DATABASE_URL` is not set, if it answers. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const BLOG_LIST = '/trpc/blog.list?input=%7B%7D';
const BLOG_LIST_CONNECTIONS = 100;
/** Issue 31: PostgreSQL, the production database, serves at least 1.5 times PGlite's (the laptop default). */
const POSTGRES_RATIO_GOAL = 1.5;
const POSTGRES_P99_GOAL_MS = 100;
const IDLE_RSS_GOAL_MB = { PGlite: 250, PostgreSQL: 150 };
/** Served once before the idle memory is read, so it includes what serving each page keeps. */
const PAGES_SERVED_ONCE = [
  '/',
  '/blog',
  '/blog/hello-world',
  '/cv',
  '/legal/privacy-policy',
  '/contact',
  '/client_login',
  '/client_onboarding',
  '/portal',
  BLOG_LIST,
];
const IDLE_SECONDS = 5;

type DatabaseName = keyof typeof IDLE_RSS_GOAL_MB;

interface DatabaseFigures {
  idleRssMb: number;
  blogList: LoadFigures;
}

/** A site on `databaseUrl` (PGlite when empty) with the page cache off, so every call reaches the data. */
async function measureOn(name: DatabaseName, databaseUrl: string, withRenderTable: boolean) {
  const site = await startSite({ PAGE_CACHE_TTL_MS: '0', DATABASE_URL: databaseUrl });
  try {
    for (const page of PAGES_SERVED_ONCE) await (await fetch(`${site.url}${page}`)).arrayBuffer();
    await sleep(IDLE_SECONDS * 1000);
    const idleRssMb = rssMb(site.pid);
    const blogList = await measure(`${site.url}${BLOG_LIST}`, { connections: BLOG_LIST_CONNECTIONS });
    if (withRenderTable) await uncachedPagesSection(site, name);
    return { idleRssMb, blogList } satisfies DatabaseFigures;
  } finally {
    await site.stop();
  }
}

/** Node's own floor: a bare http server's memory after one request and the same idle time. */
async function bareNodeRssMb(): Promise<number> {
  const server = await startStaticServer([]);
  try {
    await (await fetch(`${server.url}/0`)).arrayBuffer();
    await sleep(IDLE_SECONDS * 1000);
    return rssMb(server.pid);
  } finally {
    server.stop();
  }
}

async function scratchPostgres(): Promise<TestDatabase | undefined> {
  try {
    // A database of its own (dropped after), never the one DATABASE_URL names.
    return await createTestDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  } catch {
    return undefined;
  }
}

/**
 * The uncached data path (`GET /trpc/blog.list`, 100 connections) and the idle memory of the web
 * process, on PGlite and on PostgreSQL in the same run. The table of pages rendered on every request
 * runs on the database the site would use here (`DATABASE_URL`, else PGlite).
 */
export async function databasesSection() {
  const bareRss = await bareNodeRssMb();
  const pglite = await measureOn('PGlite', '', !process.env.DATABASE_URL);
  const scratch = await scratchPostgres();
  const postgres = scratch
    ? await measureOn('PostgreSQL', scratch.url, Boolean(process.env.DATABASE_URL)).finally(() =>
        scratch.drop(),
      )
    : undefined;

  console.log(
    `\nGET ${BLOG_LIST} (page cache off, ${BLOG_LIST_CONNECTIONS} connections) and idle RSS (${IDLE_SECONDS} s after serving each page once), per database`,
  );
  const figures: Array<[DatabaseName, DatabaseFigures | undefined]> = [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ];
  console.table(
    figures.map(([name, figure]) => ({
      database: name,
      'blog.list req/s': figure?.blogList.rps ?? 'skipped',
      'p50 ms': figure?.blogList.p50,
      'p99 ms': figure?.blogList.p99,
      errors: figure?.blogList.errors,
      'idle RSS MB': figure?.idleRssMb,
      'RSS goal MB': `≤ ${IDLE_RSS_GOAL_MB[name]}`,
      'bare Node RSS MB': bareRss,
    })),
  );

  const skipped = 'skipped: no PostgreSQL answered';
  const times = postgres ? ratio(postgres.blogList.rps, pglite.blogList.rps) : 0;
  addSummaryRow({
    measure: `GET /trpc/blog.list, ${BLOG_LIST_CONNECTIONS} connections: PostgreSQL vs PGlite`,
    figure: postgres
      ? `${formatRatio(times)} (${postgres.blogList.rps} req/s, p99 ${postgres.blogList.p99} ms)`
      : skipped,
    baseline: `PGlite ${pglite.blogList.rps} req/s, p99 ${pglite.blogList.p99} ms`,
    goal: `≥ ${POSTGRES_RATIO_GOAL}×, p99 ≤ ${POSTGRES_P99_GOAL_MS} ms`,
    met: postgres
      ? times >= POSTGRES_RATIO_GOAL &&
        postgres.blogList.p99 <= POSTGRES_P99_GOAL_MS &&
        postgres.blogList.errors === 0
      : undefined,
  });
  for (const [name, figure] of figures)
    addSummaryRow({
      measure: `web process idle RSS on ${name}`,
      figure: figure ? `${figure.idleRssMb} MB` : skipped,
      baseline: `bare Node server ${bareRss} MB`,
      goal: `≤ ${IDLE_RSS_GOAL_MB[name]} MB`,
      met: figure ? figure.idleRssMb <= IDLE_RSS_GOAL_MB[name] : undefined,
    });
}
