import autocannon from 'autocannon';
import pg from 'pg';
import { createTestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { startProcess } from '../../tests/fixtures/harness/processes.ts';
import { signInDemoClient, signInOwner } from '../sign-in.ts';
import { type BenchSite, startSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
/** Issue 33: 200 connections for 60 s (`BENCH_LOAD_SECONDS` shortens it). */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const POST = 'hello-world';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

interface Kind {
  name: string;
  connections: number;
  requests: autocannon.Request[];
  headers?: Record<string, string>;
  /** Answers that are the site's rules at work (a rate limit), not failures. */
  expected?: number[];
}

interface KindFigures {
  name: string;
  requests: number;
  ok: number;
  limited: number;
  fiveXx: number;
  errors: number;
  p50: number;
  p99: number;
}

let addressCounter = 0;
/** Each request from an address of its own: the per-address limits are not what this measures. */
function ownAddress(request: autocannon.Request) {
  addressCounter += 1;
  const n = addressCounter;
  request.headers = {
    ...request.headers,
    'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  return request;
}

async function run(url: string, kind: Kind): Promise<KindFigures> {
  const result = await autocannon({
    url,
    connections: kind.connections,
    duration: SECONDS,
    headers: kind.headers,
    requests: kind.requests,
  });
  const count = (codes: (code: number) => boolean) =>
    Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => codes(Number(code)))
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  const expected = new Set(kind.expected ?? []);
  return {
    name: kind.name,
    requests: result.requests.total,
    ok: count((code) => code >= 200 && code < 300),
    limited: count((code) => expected.has(code)),
    fiveXx: count((code) => code >= 500),
    errors:
      result.errors + result.timeouts + count((code) => (code < 200 || code >= 300) && !expected.has(code)),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** A reader's anonymous session cookie, as the post page's first call gives it. */
async function readerCookie(siteUrl: string, postId: string): Promise<string> {
  const response = await fetch(
    `${siteUrl}/trpc/engagement.likeState?input=${encodeURIComponent(JSON.stringify({ postId }))}`,
    {
      headers: { 'X-Forwarded-Proto': 'https' },
    },
  );
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`no reader cookie: ${response.status}`);
  return cookie;
}

/**
 * Issue 33's load: 200 connections for 60 s on a mix of cached pages, uncached signed-in pages, tRPC
 * reads, likes, views and a client's message sends, on PostgreSQL and Redis (with the worker). Then
 * the counts are checked against the rows: every like and view counted once, every message kept once.
 */
export async function loadMixSection() {
  const database = await createTestDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? LOCAL_REDIS,
    QUEUE_PREFIX: `bench-load-${Date.now()}`,
  };
  let site: BenchSite | undefined;
  const sql = new pg.Client({ connectionString: database.url });
  const worker = { process: undefined as ReturnType<typeof startProcess> | undefined };
  try {
    site = await startSite(env);
    worker.process = startProcess('src/worker-main.ts', {
      ...env,
      // The site's data folder: the sign-in e-mail it writes is where the bench reads it.
      DATA_DIR: site.dataDir,
      BASE_URL: site.url,
      SESSION_SECRET: 'benchmark-session-secret',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    await worker.process.waitForLog((line) => line.msg === 'worker ready');
    await sql.connect();
    const postId = (await sql.query<{ id: string }>('select id from blog_posts where slug = $1', [POST]))
      .rows[0]?.id;
    const conversationId = (
      await sql.query<{ id: string }>('select id from conversations order by id limit 1')
    ).rows[0]?.id;
    if (!postId || !conversationId) throw new Error('the demo content has no post or conversation');
    const owner = await signInOwner(site.url);
    const client = await signInDemoClient(site);
    const messagesBefore = Number(
      (await sql.query('select count(*) from conversation_messages')).rows[0].count,
    );
    const readers = await Promise.all(
      Array.from({ length: 30 }, () => readerCookie(site?.url ?? '', postId)),
    );
    const body = (input: unknown) => JSON.stringify(input);
    let readerIndex = 0;
    const asReader = (request: autocannon.Request) => {
      readerIndex = (readerIndex + 1) % readers.length;
      return ownAddress({ ...request, headers: { ...request.headers, Cookie: readers[readerIndex] ?? '' } });
    };
    let messageCount = 0;

    const kinds: Kind[] = [
      {
        name: 'cached pages',
        connections: 80,
        requests: [{ path: '/' }, { path: '/blog' }, { path: `/blog/${POST}` }],
      },
      {
        name: 'signed-in page (uncached)',
        connections: 20,
        headers: { Cookie: owner },
        requests: [{ path: `/blog/${POST}` }],
      },
      {
        name: 'tRPC reads',
        connections: 40,
        requests: [{ path: `/trpc/blog.list?input=${encodeURIComponent('{}')}` }],
      },
      {
        name: 'likes',
        connections: 25,
        requests: [
          {
            method: 'POST',
            path: '/trpc/engagement.toggleLike',
            headers: JSON_HEADERS,
            body: body({ postId }),
            setupRequest: asReader,
          },
        ],
      },
      {
        name: 'views',
        connections: 25,
        requests: [
          {
            method: 'POST',
            path: '/trpc/engagement.recordView',
            headers: JSON_HEADERS,
            body: body({ postId }),
            setupRequest: asReader,
          },
        ],
      },
      {
        name: 'message sends',
        connections: 10,
        headers: { Cookie: client },
        // The client's own limit (30 in 10 minutes) refuses the rest with 429, as it should.
        expected: [429],
        requests: [
          {
            method: 'POST',
            path: '/trpc/conversations.send',
            headers: JSON_HEADERS,
            setupRequest: (request) => {
              messageCount += 1;
              return ownAddress({
                ...request,
                body: body({ conversationId, body: `Load message ${messageCount}` }),
              });
            },
          },
        ],
      },
    ];
    // Warm: each page rendered once, as a process that has served a while has (the first render of a
    // page loads its code, and 200 connections arriving at a cold process all wait for that).
    for (const [path, headers] of [
      ['/', {}],
      ['/blog', {}],
      [`/blog/${POST}`, {}],
      [`/blog/${POST}`, { Cookie: owner }],
    ] as const)
      await (await fetch(`${site.url}${path}`, { headers })).arrayBuffer();
    const figures = await Promise.all(kinds.map((kind) => run(site?.url ?? '', kind)));
    const counts = (
      await sql.query<{ like_count: number; likes: string; view_count: number; views: string }>(
        `select like_count, (select count(*) from post_likes where post_id = p.id) as likes,
                view_count, (select count(*) from post_views where post_id = p.id) as views
         from blog_posts p where id = $1`,
        [postId],
      )
    ).rows[0];
    const stored = (
      await sql.query<{ count: string; distinct: string }>(
        `select count(*) as count, count(distinct body) as distinct from conversation_messages where body like 'Load message %'`,
      )
    ).rows[0];
    const messagesOk = figures.find((kind) => kind.name === 'message sends')?.ok ?? -1;
    const totalConnections = kinds.reduce((sum, kind) => sum + kind.connections, 0);
    console.log(
      `\nLoad: ${totalConnections} connections for ${SECONDS} s, a mix (PostgreSQL, Redis and the worker)`,
    );
    console.table(
      figures.map((kind) => ({
        kind: kind.name,
        requests: kind.requests,
        '2xx': kind.ok,
        'limited (429)': kind.limited,
        '5xx': kind.fiveXx,
        errors: kind.errors,
        'p50 ms': kind.p50,
        'p99 ms': kind.p99,
      })),
    );
    const errors = figures.reduce((sum, kind) => sum + kind.errors, 0);
    const fiveXx = figures.reduce((sum, kind) => sum + kind.fiveXx, 0);
    addSummaryRow({
      measure: `load mix, ${totalConnections} connections for ${SECONDS} s: errors and 5xx`,
      figure: `${errors} errors, ${fiveXx} 5xx of ${figures.reduce((sum, kind) => sum + kind.requests, 0)} requests`,
      baseline: figures.map((kind) => `${kind.name} p50 ${kind.p50} / p99 ${kind.p99} ms`).join('; '),
      goal: '0 and 0',
      met: errors === 0 && fiveXx === 0,
    });
    addSummaryRow({
      measure: 'after the load: like and view counts against their rows, messages stored once',
      figure: `likes ${counts?.like_count}/${counts?.likes}, views ${counts?.view_count}/${counts?.views}, messages ${stored?.count} stored (${stored?.distinct} distinct), ${messagesOk} answered of ${messageCount} sent`,
      baseline: `${messagesBefore} messages before`,
      goal: 'counts equal their rows; each message stored once',
      met:
        Number(counts?.likes) === counts?.like_count &&
        Number(counts?.views) === counts?.view_count &&
        // Sends still in flight when the minute ends are stored without their answer being counted.
        Number(stored?.count) >= messagesOk &&
        Number(stored?.count) <= messageCount &&
        stored?.count === stored?.distinct,
    });
  } finally {
    await sql.end().catch(() => {});
    await worker.process?.stop();
    await site?.stop();
    await database.drop();
  }
}
