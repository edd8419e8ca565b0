/**
 * `npm run bench`: throughput, latency and memory of the built site, each endpoint side by side with
 * the baseline of the same run (`/healthz`, the cheapest route through the same Express stack), plus
 * the weight of the home page. Bounded: a few seconds per endpoint, loopback only.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startProcess } from '../tests/fixtures/processes.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const endpoints = [
  { name: 'baseline: GET /healthz', path: '/healthz' },
  { name: 'GET /trpc/system.status', path: '/trpc/system.status' },
  { name: 'GET / (server-rendered home)', path: '/' },
  { name: 'GET /no-such-page (404 page)', path: '/no-such-page' },
];

/** Pages an anonymous reader opens, each compared with its own HTML served by a bare Node server. */
const pagesVersusStatic = ['/blog', '/blog/hello-world', '/'];

/** Issue 14 measures cached pages against the bare server with 50 connections. */
const CACHED_PAGE_CONNECTIONS = 50;
/** Goal of issue 14: a cached page at least half as fast as a bare server sending the same bytes. */
const CACHED_PAGE_GOAL = 0.5;

async function measure(url: string, connections = CONNECTIONS) {
  await autocannon({ url, connections, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The same bytes as the site sends, from memory, by a server doing nothing else (its own process). */
async function startStaticServer(htmlFiles: string[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/static-html-server.ts', String(port), ...htmlFiles], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function pageWeight(url: string, pagePath: string, language = 'en') {
  const html = await (await fetch(`${url}${pagePath}`, { headers: { 'Accept-Language': language } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let raw = Buffer.byteLength(html);
  let gzipped = gzipSync(html).length;
  for (const asset of new Set(assets)) {
    const body = Buffer.from(await (await fetch(`${url}${asset}`)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return {
    requests: 1 + new Set(assets).size,
    rawKb: Math.round(raw / 1024),
    gzipKb: Math.round(gzipped / 1024),
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitUntilHealthy(url: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the site did not start within 30 s');
}

/** The built site in its own process, on a fresh data folder; `env` adds to the bench defaults. */
async function startSite(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  const port = await freePort();
  // Warnings only: request logging would make this process parse every line while it measures.
  const child = startProcess('src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    BASE_URL: 'http://localhost',
    SESSION_SECRET: 'benchmark-session-secret',
    SEED_DEMO_CONTENT: 'true',
    OWNER_PASSWORD: 'benchmark-owner-password',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url);
  return {
    url,
    pid: child.child.pid ?? 0,
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const site = await startSite();
const siteUrl = site.url;
const pid = site.pid;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));

try {
  const rows = [];
  const idleRss = rssMb(pid);
  let baseline = 0;
  for (const endpoint of endpoints) {
    await autocannon({ url: `${siteUrl}${endpoint.path}`, connections: CONNECTIONS, duration: 1 }); // warm-up
    const result = await autocannon({
      url: `${siteUrl}${endpoint.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const rps = Math.round(result.requests.average);
    if (baseline === 0) baseline = rps;
    rows.push({
      endpoint: endpoint.name,
      'req/s': rps,
      'vs baseline': `${Math.round((rps / baseline) * 100)}%`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx - (endpoint.path === '/no-such-page' ? result.non2xx : 0),
      'RSS MB after': rssMb(pid),
    });
  }
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS} s each; idle RSS ${idleRss} MB)`,
  );
  console.table(rows);

  const htmlFiles = await Promise.all(
    pagesVersusStatic.map(async (pagePath, index) => {
      const file = path.join(dataDir, `page-${index}.html`);
      await writeFile(file, await (await fetch(`${siteUrl}${pagePath}`)).text());
      return file;
    }),
  );
  const staticServer = await startStaticServer(htmlFiles);
  const comparison = [];
  try {
    for (const [index, pagePath] of pagesVersusStatic.entries()) {
      const site = await measure(`${siteUrl}${pagePath}`, CACHED_PAGE_CONNECTIONS);
      const bare = await measure(`${staticServer.url}/${index}`, CACHED_PAGE_CONNECTIONS);
      const ratio = site.rps / bare.rps;
      comparison.push({
        page: pagePath,
        'site req/s': site.rps,
        'site p99 ms': site.p99,
        'bare req/s': bare.rps,
        'bare p99 ms': bare.p99,
        'site / bare': `${ratio.toFixed(2)}×`,
        goal: `≥ ${CACHED_PAGE_GOAL}×`,
        met: ratio >= CACHED_PAGE_GOAL ? 'yes' : 'NO',
        errors: site.errors + bare.errors,
      });
    }
  } finally {
    staticServer.stop();
  }
  console.log(
    `\nAnonymous pages from the page cache vs the same HTML from a bare Node http server (same run, ${CACHED_PAGE_CONNECTIONS} connections)`,
  );
  console.table(comparison);

  console.log('\nPage weight (HTML + JS + CSS it loads)');
  console.table(
    await Promise.all(
      [
        ['/', 'en'],
        ['/', 'de'],
        ['/blog', 'en'],
        ['/blog/hello-world', 'en'],
      ].map(async ([pagePath = '/', language = 'en']) => ({
        page: `${pagePath} (${language})`,
        ...(await pageWeight(siteUrl, pagePath, language)),
      })),
    ),
  );
} finally {
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}

// What the cache hides: the queries and the rendering behind each page, on every request.
const uncached = await startSite({ PAGE_CACHE_TTL_MS: '0' });
try {
  const rows = [];
  const baseline = await measure(`${uncached.url}/healthz`);
  for (const pagePath of ['/blog', '/blog/hello-world', '/', '/trpc/blog.list?input=%7B%7D']) {
    const result = await measure(`${uncached.url}${pagePath}`);
    rows.push({
      'rendered every request': pagePath,
      'req/s': result.rps,
      'vs /healthz': `${Math.round((result.rps / baseline.rps) * 100)}%`,
      'p99 ms': result.p99,
      errors: result.errors,
    });
  }
  console.log(`\nPages rendered on every request (page cache off; /healthz ${baseline.rps} req/s, same run)`);
  console.table(rows);
} finally {
  await uncached.stop();
}

// Covers are drawn in a process of their own, so its memory figures are the drawing's alone.
console.log('\nCover images (generate-cover job work: design, SVG, PNG), in their own process');
const coverBench = spawn(process.execPath, ['bench/cover.ts'], { stdio: 'inherit' });
await new Promise((resolve) => coverBench.once('exit', resolve));

// Issue 14: the blog list and its search with 10,000 published posts, rendered on every request (page
// cache off), each beside the same request on the demo's 4 posts. Server time is the p95 of requests
// sent one after another on one keep-alive connection (loopback; the client's own part is well under
// a millisecond), so no request waits behind another.
const MANY_POSTS = 10_000;
const MANY_POSTS_GOAL_MS = 30;
const SEARCH_WORD = 'lantern';
const manyPostsRequests = [
  ['/blog (page 1)', '/blog'],
  ['/blog?page=50', '/blog?page=50'],
  [`/blog?q=${SEARCH_WORD}`, `/blog?q=${SEARCH_WORD}`],
  [
    `/trpc/blog.list q=${SEARCH_WORD}`,
    `/trpc/blog.list?input=${encodeURIComponent(JSON.stringify({ q: SEARCH_WORD }))}`,
  ],
] as const;

async function latencyP95(url: string, requests = 300): Promise<{ p95: number; errors: number }> {
  let errors = 0;
  const send = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
    return performance.now() - started;
  };
  for (let warmUp = 0; warmUp < 30; warmUp++) await send();
  errors = 0;
  const times: number[] = [];
  for (let sent = 0; sent < requests; sent++) times.push(await send());
  times.sort((a, b) => a - b);
  return { p95: Math.round((times[Math.ceil(times.length * 0.95) - 1] ?? 0) * 10) / 10, errors };
}

/**
 * 10,000 published posts written straight into the site's database while the site is stopped (PGlite
 * admits one process): words from a small vocabulary (the search word in about 15% of titles or
 * excerpts), two tags each, a German translation for every other post, then `analyze`.
 */
async function seedManyPosts(location: { databaseUrl?: string; pgliteDir?: string }) {
  const { openDatabase } = await import('#infrastructure/orm/database.ts');
  const { runSql } = await import('#infrastructure/orm/sql.ts');
  const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
  const database = await openDatabase({ ...location, logger: silent as never });
  try {
    const em = database.fork();
    await runSql(
      em,
      `insert into "blog_posts" ("id", "slug", "title", "content", "excerpt", "published", "published_at",
         "created_at", "updated_at", "language")
       select gen_random_uuid(), 'bench-post-' || i,
         initcap(w[1 + i % 20]) || ' notes ' || i || ': ' || w[1 + (i * 7) % 20] || ' and ' || w[1 + (i * 13) % 20],
         repeat('The quick brown fox jumps over the lazy dog. ', 60),
         'A short read about ' || w[1 + (i * 3) % 20] || ', ' || w[1 + (i * 11) % 20] || ' and everyday work.',
         true, at, at, at, 'en'
       from generate_series(1, ${MANY_POSTS}) as i,
         lateral (select now() - make_interval(days => 30, mins => i) as at) as instant,
         (select array['garden', 'harbour', '${SEARCH_WORD}', 'meadow', 'orchard', 'pottery', 'quarry', 'river',
           'saddle', 'timber', 'valley', 'weaving', 'willow', 'cellar', 'bakery', 'copper', 'forest', 'glacier',
           'island', 'journey'] as w) as words`,
    );
    await runSql(
      em,
      `insert into "post_tags" ("post_id", "tag", "position")
       select "id", 'topic-' || (abs(hashtext("slug")) % 30), 0 from "blog_posts" where "slug" like 'bench-post-%'
       union all
       select "id", 'series-' || (abs(hashtext("slug" || 's')) % 7), 1 from "blog_posts" where "slug" like 'bench-post-%'`,
    );
    await runSql(
      em,
      `insert into "post_translations" ("post_id", "language", "title", "excerpt", "content")
       select "id", 'de', 'Beitrag ' || "slug", 'Eine kurze Lektüre', 'Text.' from "blog_posts"
       where "slug" like 'bench-post-%' and abs(hashtext("slug")) % 2 = 0`,
    );
    await runSql(em, 'analyze');
  } finally {
    await database.close();
  }
}

async function measureManyPostsRequests(url: string) {
  const figures = [];
  for (const [, requestPath] of manyPostsRequests) figures.push(await latencyP95(`${url}${requestPath}`));
  return figures;
}

{
  const manyDataDir = await mkdtemp(path.join(tmpdir(), 'bench-many-posts-'));
  const serverUrl = process.env.DATABASE_URL;
  const { createTestDatabase } = await import('../tests/fixtures/postgres.ts');
  // On PostgreSQL, a database of its own (dropped after), never the one DATABASE_URL names.
  const scratchDatabase = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const siteEnv = {
    PAGE_CACHE_TTL_MS: '0',
    DATA_DIR: manyDataDir,
    ...(scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : {}),
  };
  try {
    const demoSite = await startSite(siteEnv);
    const baseline = await measureManyPostsRequests(demoSite.url).finally(() => demoSite.stop());
    await seedManyPosts(
      scratchDatabase ? { databaseUrl: scratchDatabase.url } : { pgliteDir: path.join(manyDataDir, 'db') },
    );
    const manySite = await startSite(siteEnv);
    const many = await measureManyPostsRequests(manySite.url).finally(() => manySite.stop());
    console.log(
      `\nThe blog with ${MANY_POSTS.toLocaleString('en')} published posts, rendered on every request (${scratchDatabase ? 'PostgreSQL' : 'PGlite'}; server time p95: requests one after another on 1 connection)`,
    );
    console.table(
      manyPostsRequests.map(([name], index) => ({
        request: name,
        [`p95 ms, ${MANY_POSTS.toLocaleString('en')} posts`]: many[index]?.p95,
        goal: `≤ ${MANY_POSTS_GOAL_MS} ms`,
        met: (many[index]?.p95 ?? Infinity) <= MANY_POSTS_GOAL_MS ? 'yes' : 'NO',
        'baseline p95 ms, 4 demo posts': baseline[index]?.p95,
        errors: (many[index]?.errors ?? 0) + (baseline[index]?.errors ?? 0),
      })),
    );
  } finally {
    await scratchDatabase?.drop();
    await rm(manyDataDir, { recursive: true, force: true });
  }
}
