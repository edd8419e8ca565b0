import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';
import { startTcpProxy, type TcpProxy } from '../fixtures/harness/tcp-proxy.ts';

/** A request while the database is away answers within this long: no hanging on a dead connection. */
const FAST_MS = 2000;
/** A database that accepts connections and never answers is given up on within this long. */
const HELD_MS = 8000;

const METRICS_TOKEN = 'metrics-token-for-the-outage';

let environment: SiteEnvironment;
let proxy: TcpProxy;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let ipCounter = 0;

const visitor = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.33.2.${++ipCounter}` });
/** An address no earlier request has put in the page cache: its page needs the database. */
let uncachedCounter = 0;
const uncached = (path: string) => `${path}${path.includes('?') ? '&' : '?'}n=${++uncachedCounter}`;

/** The request's answer and how long it took. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** What a person and a script get while the database is away: 503, said plainly, promptly. */
async function expectUnavailable(withinMs: number) {
  // Side by side: each waits for a connection of its own.
  const [page, call, french] = await Promise.all([
    timed(() => visitor().page(uncached('/blog'))),
    timed(() => visitor().get('/trpc/blog.list?input=%7B%7D')),
    timed(() => visitor().page(uncached('/blog?lang=fr'))),
  ]);
  expect({ status: page.response.status, fast: page.ms < withinMs }).toEqual({ status: 503, fast: true });
  expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(page.body).toContain('<title>Briefly unavailable</title>');
  expect(page.body).toContain('The site is not answering just now. Please try again in a minute.');

  expect({ status: call.response.status, fast: call.ms < withinMs }).toEqual({ status: 503, fast: true });
  expect(JSON.parse(call.body).error.message).toBe(
    'The site is not answering just now. Please try again in a minute.',
  );

  // The page is in the reader's language.
  expect(french.response.status).toBe(503);
  expect(french.body).toContain('<html lang="fr">');
  expect(french.body).toContain('<title>Momentanément indisponible</title>');

  // A page already in the page cache needs no database.
  const cached = await timed(() => visitor().page('/'));
  expect({ status: cached.response.status, fast: cached.ms < FAST_MS }).toEqual({ status: 200, fast: true });
}

async function expectRecovered() {
  await expect
    .poll(async () => (await visitor().page(uncached('/blog'))).status, { timeout: 10_000, interval: 200 })
    .toBe(200);
  const owner = await signIn(visitor(), OWNER);
  expect((await owner.page('/admin/blog')).status).toBe(200);
  const sent = await visitor().trpc('contact.send', 'mutation', {
    name: 'After The Outage',
    email: 'after@example.com',
    message: 'Written once the database was back.',
  });
  expect(sent.status).toBe(200);
}

describe.runIf(postgresUrl())('PostgreSQL unreachable for a moment', () => {
  beforeAll(async () => {
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true', METRICS_TOKEN });
    await createStaffAccounts(environment.env);
    const database = new URL(environment.env.DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    database.hostname = proxy.host;
    database.port = String(proxy.port);
    site = await startSiteProcess({ ...environment.env, DATABASE_URL: database.toString() });
    // Home in the page cache, as a visited site has it.
    expect((await visitor().page('/')).status).toBe(200);
  }, 60_000);

  // Each test's fault ends with it, even when the test fails.
  afterEach(() => proxy.pass());

  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    await environment?.cleanup();
  });

  it('answers 503 at once while connections are refused, and serves again by itself once they are not', async () => {
    expect((await visitor().page(uncached('/blog'))).status).toBe(200);
    await proxy.refuse();
    await expectUnavailable(FAST_MS);
    await proxy.pass();
    await expectRecovered();
  }, 30_000);

  it('answers 503 within seconds while the database accepts connections and never answers', async () => {
    expect((await visitor().page(uncached('/blog'))).status).toBe(200);
    await proxy.hold();
    await expectUnavailable(HELD_MS);
    await proxy.pass();
    await expectRecovered();
  }, 60_000);

  it("answers a signed-in tRPC call in tRPC's error shape, and labels each 503 with its route", async () => {
    const owner = await signIn(visitor(), OWNER);
    await proxy.refuse();
    const call = await owner.get('/trpc/blog.list?input=%7B%7D');
    expect(call.status).toBe(503);
    expect((await call.json()).error).toMatchObject({
      message: 'The site is not answering just now. Please try again in a minute.',
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
    });
    // A batch as the browser's client sends it: one error per call.
    const batch = await owner.get('/trpc/blog.list,blog.recent?batch=1&input=%7B%7D');
    expect(batch.status).toBe(503);
    const answers = (await batch.json()) as Array<{ error: { data: { code: string } } }>;
    expect(answers.map((answer) => answer.error.data.code)).toEqual([
      'SERVICE_UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
    ]);
    expect((await visitor().page(uncached('/blog'))).status).toBe(503);
    expect((await visitor().get('/trpc/blog.list?input=%7B%7D')).status).toBe(503);
    await proxy.pass();

    const metrics = await (
      await fetch(`${site?.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const unavailable = [
      ...metrics.matchAll(/^http_request_duration_seconds_count\{(.*status="503".*)\} (\d+)$/gm),
    ].map((match) => /route="([^"]*)"/.exec(match[1] ?? '')?.[1]);
    expect(unavailable).toContain('trpc:blog.list');
    expect(unavailable).toContain('trpc:batch');
    // vike renders its error page when a page's data cannot be loaded, and does not say which page
    // failed: a page's 503 is labelled with the error page.
    expect(unavailable).toContain('page:/_error');
    expect(unavailable).not.toContain('other');
  }, 30_000);

  it('stays up when its open connections are cut between two requests', async () => {
    expect((await visitor().page(uncached('/blog'))).status).toBe(200);
    proxy.cut();
    // A connection the database dropped is not handed to the next request.
    expect((await visitor().page(uncached('/blog'))).status).toBe(200);
    expect((await visitor().page(uncached('/'))).status).toBe(200);
  });
});
