import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PAGES, KNOWN_POST_SLUGS } from '#domain/system/site-links.ts';
import { createSiteRequests } from '#infrastructure/system/http-site-requests.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let owner: HttpClient;
let ipCounter = 0;

/** Each visitor gets its own address (the site trusts X-Forwarded-For from loopback). */
const nextIp = () => {
  ipCounter += 1;
  return `10.19.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};
const visitor = (ip = nextIp()) => new HttpClient(site.url, { 'X-Forwarded-For': ip });

async function posts(): Promise<Array<{ id: string; slug: string }>> {
  return (await owner.trpc('blogAdmin.list', 'query')).data;
}

async function apiKeys(): Promise<{
  keys: Array<{ id: string }>;
  calls: Array<{ ip: string; status: number }>;
}> {
  return (await owner.trpc('blogAdmin.apiKeys', 'query')).data;
}

async function coverFiles(): Promise<string[]> {
  return readdir(path.join(environment.dataDir, 'uploads', 'blog-images')).catch(() => []);
}

/** Rows of every table, with PostgreSQL only (PGlite is held by the site process). */
async function rowCounts(): Promise<Record<string, number> | undefined> {
  const url = environment.env.DATABASE_URL;
  if (!url) return undefined;
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    const tables = await connection.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await connection.query(`select count(*) as n from "${name}"`)).rows[0].n);
    return counts;
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  site = await startSiteProcess(environment.env);
  if (environment.env.REDIS_URL) worker = startProcess('src/worker-main.ts', environment.env);
  await worker?.waitForLog((line) => line.msg === 'worker ready');
  owner = await signIn(visitor(), OWNER);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await site?.stop();
  await environment?.cleanup();
});

describe("the site's requests to itself", () => {
  it('report a redirect without following it, and a site that does not answer as status null', async () => {
    const requests = createSiteRequests(() => site.url);
    expect((await requests.get('/')).status).toBe(200);
    const redirect = await requests.get('/account');
    expect([301, 302, 303, 307, 308]).toContain(redirect.status);

    expect((await createSiteRequests(() => 'http://127.0.0.1:1').get('/')).status).toBeNull();
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const slow = createSiteRequests(() => `http://127.0.0.1:${port}`, { timeoutMs: 300 });
    expect(await slow.postJson('/api/blog', {}, {})).toEqual({ status: null, body: undefined });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('the blog API check (/admin/tests)', () => {
  it('passes with "API request successful!" and leaves no post, cover, key or logged call behind', async () => {
    const [postsBefore, keysBefore, coversBefore] = [await posts(), await apiKeys(), await coverFiles()];
    const run = await owner.trpc('system.adminChecks', 'mutation');
    expect(run.status).toBe(200);
    const check = run.data.checks.find((candidate: { name: string }) => candidate.name === 'blogApi');
    expect(check).toMatchObject({ outcome: 'pass', message: 'API request successful!' });
    expect(await posts()).toEqual(postsBefore);
    expect(await apiKeys()).toEqual(keysBefore);
    expect(await coverFiles()).toEqual(coversBefore);
  }, 60_000);
});

describe('Test Blog API (/test-blog-api)', () => {
  it('without a key or with a wrong key shows the API’s refusal and creates nothing', async () => {
    const before = await posts();
    const ip = nextIp();
    const withoutKey = await visitor(ip).trpc('system.tryBlogApi', 'mutation', {});
    expect(withoutKey.data).toEqual({
      ok: false,
      message: 'Error: Missing API key: send it in the x-api-key header',
      apiError: 'Missing API key: send it in the x-api-key header',
      apiCode: 'BLOG.MISSING_API_KEY',
    });
    const wrongKey = await visitor(ip).trpc('system.tryBlogApi', 'mutation', {
      apiKey: 'pbk_not-a-real-key',
    });
    expect(wrongKey.data.message).toBe('Error: Invalid API key');
    expect(await posts()).toEqual(before);
    // The API saw the visitor's address, not the site's own: its per-address limit counts them.
    const calls = (await apiKeys()).calls.filter((call) => call.ip === ip);
    expect(calls.map((call) => call.status)).toEqual([401, 401]);
  });

  it('with a real blog key succeeds and deletes its draft and cover at once; the key stays', async () => {
    const created = await owner.trpc('blogAdmin.createApiKey', 'mutation', { name: 'Weekly updates' });
    const [postsBefore, coversBefore] = [await posts(), await coverFiles()];
    const answer = await visitor().trpc('system.tryBlogApi', 'mutation', { apiKey: created.data.key });
    expect(answer.data).toEqual({
      ok: true,
      message: 'API request successful!',
      apiError: null,
      apiCode: null,
    });
    expect(await posts()).toEqual(postsBefore);
    expect(await coverFiles()).toEqual(coversBefore);
    expect((await apiKeys()).keys.map((key) => key.id)).toContain(created.data.id);
  }, 60_000);

  it('writes nothing beyond the blog API’s own call log and per-address counter', async () => {
    const before = await rowCounts();
    await visitor().trpc('system.tryBlogApi', 'mutation', {});
    const after = await rowCounts();
    if (!before || !after) return;
    expect(after).toEqual({
      ...before,
      blog_api_calls: (before.blog_api_calls ?? 0) + 1,
      rate_limits: after.rate_limits,
    });
    expect((after.rate_limits ?? 0) - (before.rate_limits ?? 0)).toBeLessThanOrEqual(1);
  });
});

describe('the site test suite (/test-suite)', () => {
  it('reports every known link 200 on a healthy site, and writes no row anywhere', async () => {
    const before = await rowCounts();
    const run = await visitor().trpc('system.siteSuite', 'mutation');
    expect(run.status).toBe(200);
    expect(run.data.links.map((link: { path: string }) => link.path)).toEqual([
      ...KNOWN_PAGES,
      ...KNOWN_POST_SLUGS.map((slug) => `/blog/${slug}`),
    ]);
    expect(
      run.data.links.filter(
        (link: { status: number; outcome: string }) => link.status !== 200 || link.outcome !== 'pass',
      ),
    ).toEqual([]);
    expect(run.data.summary).toEqual({ total: 18, passed: 18, warnings: 0, failed: 0 });
    expect(run.data.passed).toBe(true);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it('refuses a second run from the same address within 60 seconds with 429 and the seconds left', async () => {
    const ip = nextIp();
    const first = await visitor(ip).trpc('system.siteSuite', 'mutation');
    expect(first.status).toBe(200);
    const again = await visitor(ip).trpc('system.siteSuite', 'mutation');
    const expected = Math.ceil((Date.parse(first.data.nextRunAt) - Date.now()) / 1000);
    expect(again.status).toBe(429);
    const seconds = Number(
      /^Please wait (\d+) seconds before running tests again$/.exec(again.error.message)?.[1],
    );
    expect(seconds).toBeGreaterThanOrEqual(expected - 1);
    expect(seconds).toBeLessThanOrEqual(Math.min(60, expected + 1));
    expect(again.error.data.retryAfterSeconds).toBe(seconds);
    // Another address is not held back.
    expect((await visitor().trpc('system.siteSuite', 'mutation')).status).toBe(200);
  }, 60_000);

  it('counts a deleted demo post as a warning, not a failure', async () => {
    const hello = (await posts()).find((post) => post.slug === 'hello-world');
    expect(hello).toBeDefined();
    expect((await owner.trpc('blogAdmin.delete', 'mutation', { id: hello?.id })).status).toBe(200);
    const run = await visitor().trpc('system.siteSuite', 'mutation');
    expect(run.data.links.find((link: { path: string }) => link.path === '/blog/hello-world')).toMatchObject({
      status: 404,
      outcome: 'warning',
    });
    expect(run.data.summary).toMatchObject({ warnings: 1, failed: 0 });
    expect(run.data.passed).toBe(true);
  }, 60_000);
});
