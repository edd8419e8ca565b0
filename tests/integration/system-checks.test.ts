import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCheck, SystemCheckRun, VisitorCheckRun } from '#domain/system/system-check.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, EDITOR, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

// `/admin/tests` and `/test-connection` against the built site: the owner's checks pass on a healthy
// site and fail with their message when a service is stopped; a visitor's run tells outcomes only,
// once a minute per address, and writes nothing.

type Site = Awaited<ReturnType<typeof startSiteProcess>>;
let ipCounter = 0;
const clientOf = (site: Site) => new HttpClient(site.url, { 'X-Forwarded-For': `10.19.0.${++ipCounter}` });

/** A local port nothing listens on: a stopped service. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

function check(run: SystemCheckRun, name: SystemCheck['name']): SystemCheck {
  const found = run.checks.find((one) => one.name === name);
  if (!found) throw new Error(`no ${name} check in the run`);
  return found;
}

async function adminRun(owner: HttpClient): Promise<SystemCheckRun> {
  const answer = await owner.trpc('system.adminChecks', 'mutation');
  expect(answer.status).toBe(200);
  return answer.data as SystemCheckRun;
}

describe('on a healthy site', () => {
  let environment: SiteEnvironment;
  let smtp: TestSmtpServer;
  let site: Site;
  let worker: RunningProcess | undefined;
  let owner: HttpClient;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', SMTP_URL: smtp.url });
    await createStaffAccounts(environment.env);
    site = await startSiteProcess(environment.env);
    owner = await signIn(clientOf(site), OWNER);
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await site?.stop();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('warns "No worker answered within 5 seconds: start `npm run worker`" on Redis without a worker, then passes once one runs', async () => {
    if (!environment.env.REDIS_URL) return; // Without Redis the jobs run inside the web process.
    const before = check(await adminRun(owner), 'queue');
    expect(before).toMatchObject({
      outcome: 'warning',
      message: 'No worker answered within 5 seconds: start `npm run worker`',
    });
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }, 60_000);

  it('passes the database, queue, e-mail, storage and booking checks', async () => {
    const run = await adminRun(owner);
    const engine = environment.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    expect(check(run, 'database').outcome).toBe('pass');
    expect(check(run, 'database').message).toMatch(
      new RegExp(`^${engine} answers; all \\d+ migrations applied`),
    );
    expect(check(run, 'queue').outcome).toBe('pass');
    expect(check(run, 'email')).toMatchObject({
      outcome: 'pass',
      message: 'The SMTP server accepted a connection',
    });
    expect(check(run, 'storage').outcome).toBe('pass');
    // The seeded services are active; hours may not be set yet (a warning, not a failure).
    expect(check(run, 'booking').outcome).not.toBe('fail');
    expect(run.checks.map((one) => one.name)).toEqual([
      'database',
      'queue',
      'email',
      'storage',
      'authentication',
      'blogApi',
      'booking',
    ]);
  }, 60_000);

  it('passes authentication and the blog API, leaving no test user, key or post behind', async () => {
    const run = await adminRun(owner);
    expect(check(run, 'authentication')).toMatchObject({ outcome: 'pass' });
    expect(check(run, 'authentication').message).toContain('Invalid login correctly rejected');
    expect(check(run, 'blogApi')).toMatchObject({ outcome: 'pass', message: 'API request successful!' });
    // The owner's views of the same tables: no key made for the check is listed, no draft remains.
    expect((await owner.trpc('system.testUserKeys', 'query')).data).toEqual([]);
    const posts = await owner.trpc('blogAdmin.list', 'query');
    expect(posts.status).toBe(200);
    expect(JSON.stringify(posts.data)).not.toContain('Blog API test');
    const databaseUrl = environment.env.DATABASE_URL;
    if (!databaseUrl) return; // PGlite admits one process: the rows are read on PostgreSQL.
    const [users] = await queryDatabase<{ n: string }>(
      databaseUrl,
      'select count(*) as n from "users" where "test_user_expires_at" is not null',
    );
    expect(Number(users?.n)).toBe(0);
    const [keys] = await queryDatabase<{ n: string }>(databaseUrl, 'select count(*) as n from "api_keys"');
    expect(Number(keys?.n)).toBe(0);
    for (const table of ['blog_posts', 'blog_api_calls']) {
      const [rows] = await queryDatabase<{ n: string }>(databaseUrl, `select count(*) as n from "${table}"`);
      expect(Number(rows?.n), table).toBe(0);
    }
  }, 60_000);

  it('refuses the owner’s checks to an editor (403) and to a visitor (401)', async () => {
    const editor = await signIn(clientOf(site), EDITOR);
    expect((await editor.trpc('system.adminChecks', 'mutation')).status).toBe(403);
    expect((await clientOf(site).trpc('system.adminChecks', 'mutation')).status).toBe(401);
  });

  it('answers a visitor with outcomes only: no messages, versions, hosts or stack traces', async () => {
    const answer = await clientOf(site).trpc('system.connectionTests', 'mutation');
    expect(answer.status).toBe(200);
    const run = answer.data as VisitorCheckRun;
    expect(run.passed).toBe(true);
    for (const one of run.checks) expect(Object.keys(one).sort()).toEqual(['name', 'outcome']);
    expect(run.checks.map((one) => one.name)).toEqual([
      'website',
      'database',
      'queue',
      'email',
      'storage',
      'booking',
    ]);
    const text = JSON.stringify(answer.data).toLowerCase();
    for (const secret of ['postgres', 'pglite', 'redis', 'smtp', '127.0.0.1', 'migration', ' at ', 'error'])
      expect(text).not.toContain(secret);
    expect(Date.parse(run.nextRunAt) - Date.parse(run.ranAt)).toBe(60_000);
  });

  it('refuses a second run from the same address within 60 seconds with the seconds left (429)', async () => {
    const visitor = clientOf(site);
    expect((await visitor.trpc('system.connectionTests', 'mutation')).status).toBe(200);
    const again = await visitor.trpc('system.connectionTests', 'mutation');
    expect(again.status).toBe(429);
    expect(again.error.message).toMatch(/^Please wait (59|60) seconds before running tests again$/);
    // Another address is not affected.
    expect((await clientOf(site).trpc('system.connectionTests', 'mutation')).status).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)('writes no row for a visitor’s run', async () => {
    const databaseUrl = environment.env.DATABASE_URL ?? '';
    const counts = async () => {
      const tables = await queryDatabase<{ name: string }>(
        databaseUrl,
        "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
      );
      const result: Record<string, number> = {};
      for (const { name } of tables) {
        const [row] = await queryDatabase<{ n: string }>(databaseUrl, `select count(*) as n from "${name}"`);
        result[name] = Number(row?.n);
      }
      return result;
    };
    const before = await counts();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect((await clientOf(site).trpc('system.connectionTests', 'mutation')).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('serves /test-connection and /admin/tests to the owner', async () => {
    const page = await clientOf(site).page('/test-connection');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('System Connection Tests');
    const admin = await owner.page('/admin/tests');
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('System Tests');
    const editorPage = await (await signIn(clientOf(site), EDITOR)).page('/admin/tests');
    expect(editorPage.status).toBe(403);
    expect(await editorPage.text()).toContain('Access Denied');
  });
});

describe('with its services stopped', () => {
  let environment: SiteEnvironment;
  let site: Site;
  let owner: HttpClient;

  beforeAll(async () => {
    const port = await closedPort();
    environment = await createSiteEnvironment({
      SEED_DEMO_CONTENT: 'false',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    // The uploads folder replaced by a file: nothing can be stored (root ignores file modes).
    await writeFile(path.join(environment.dataDir, 'uploads'), 'not a folder');
    await createStaffAccounts(environment.env);
    site = await startSiteProcess(environment.env);
    owner = await signIn(clientOf(site), OWNER);
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await environment?.cleanup();
  });

  it('fails the queue, e-mail and storage checks, each with its message and the error in its details', async () => {
    const run = await adminRun(owner);
    expect(run.passed).toBe(false);
    expect(check(run, 'database').outcome).toBe('pass');
    expect(check(run, 'queue')).toMatchObject({
      outcome: 'fail',
      message: 'Redis did not answer: no job can be queued',
    });
    expect(check(run, 'queue').details).toBeTruthy();
    expect(check(run, 'email')).toMatchObject({
      outcome: 'fail',
      message: 'The SMTP server could not be reached: no e-mail is being sent',
    });
    expect(check(run, 'email').details).toMatch(/ECONNREFUSED/);
    expect(check(run, 'storage')).toMatchObject({
      outcome: 'fail',
      message: 'Files cannot be stored: check that the uploads folder exists and is writable',
    });
    expect(check(run, 'storage').details).toMatch(/EEXIST|ENOTDIR/);
  }, 60_000);

  it('shows a visitor the failed services without saying why', async () => {
    const answer = await clientOf(site).trpc('system.connectionTests', 'mutation');
    expect(answer.status).toBe(200);
    const run = answer.data as VisitorCheckRun;
    const outcomes = Object.fromEntries(run.checks.map((one) => [one.name, one.outcome]));
    expect(outcomes).toEqual({
      website: 'pass',
      database: 'pass',
      queue: 'fail',
      email: 'fail',
      storage: 'fail',
      booking: 'pass',
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/ECONNREFUSED|EEXIST|127\.0\.0\.1/);
  }, 30_000);
});
