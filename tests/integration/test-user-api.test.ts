import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto } from '#application/audit/schemas.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, EDITOR, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let ipCounter = 0;
let testUsersKey = '';
/** The ids of the test-users key the tests call with and of the one they revoke. */
const keyIds = { calling: '', revoked: '' };

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials.';

/** Each caller gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
const client = () => new HttpClient(siteUrl(), { 'X-Forwarded-For': `10.19.0.${++ipCounter}` });
const siteUrl = () => site?.url ?? '';

/** A call to `/api/test-user` as automation makes it: no cookie, no Origin. */
async function testUserApi(
  method: 'POST' | 'DELETE',
  body: unknown,
  key: string | null = testUsersKey,
  ip = `10.19.1.${++ipCounter % 250}`,
) {
  const response = await fetch(`${siteUrl()}/api/test-user`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function startSite() {
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
}

async function stopSite() {
  await site?.stop();
  await worker?.stop();
  site = undefined;
  worker = undefined;
}

/** SQL on the site's database while the site is stopped (PGlite admits one process at a time). */
async function withDatabase<T>(
  run: (sql: <Row>(query: string, params?: unknown[]) => Promise<Row[]>) => Promise<T>,
) {
  const database = await openDatabase({
    databaseUrl: environment.env.DATABASE_URL,
    pgliteDir: path.join(environment.dataDir, 'db'),
    logger: testLogger,
  });
  try {
    return await run((query, params = []) => runSql(database.fork(), query, params));
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', TEST_USER_SWEEP_MS: '300' });
  await createStaffAccounts(environment.env);
  await startSite();
}, 120_000);

afterAll(async () => {
  await stopSite();
  await environment?.cleanup();
});

describe('test-user API keys', () => {
  it('are made by the admin, shown once, listed with their prefix, and refused to editors and visitors', async () => {
    const admin = await signIn(client(), OWNER);
    const created = await admin.trpc('system.createTestUserKey', 'mutation', { name: 'CI pipeline' });
    expect(created.status).toBe(200);
    testUsersKey = created.data.key;
    keyIds.calling = created.data.id;
    expect(testUsersKey).toMatch(/^\S{20,}$/);
    const listed = await admin.trpc('system.testUserKeys', 'query');
    expect(listed.data).toEqual([
      expect.objectContaining({
        name: 'CI pipeline',
        prefix: testUsersKey.slice(0, created.data.prefix.length),
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(testUsersKey);
    // The blog panel does not show it.
    expect((await admin.trpc('blogAdmin.apiKeys', 'query')).data.keys).toEqual([]);

    const editor = await signIn(client(), EDITOR);
    expect((await editor.trpc('system.testUserKeys', 'query')).status).toBe(403);
    expect((await editor.trpc('system.createTestUserKey', 'mutation', { name: 'Nope' })).status).toBe(403);
    expect((await client().trpc('system.createTestUserKey', 'mutation', { name: 'Nope' })).status).toBe(401);
  });
});

describe('POST and DELETE /api/test-user', () => {
  const tester = { email: 'Tester@Example.invalid', password: 'test-password-1' };

  it('creates a test user (201 with id, email and an expiry 10 minutes on) that cannot sign in anywhere', async () => {
    const before = Date.now();
    const created = await testUserApi('POST', { ...tester, firstName: 'Tess', lastName: 'Ter' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      email: 'tester@example.invalid',
      expiresAt: expect.any(String),
    });
    const expiresIn = new Date(String(created.body.expiresAt)).getTime() - before;
    expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5000);

    const password = await client().post('/auth/sign-in', tester);
    expect(password.status).toBe(401);
    expect(await password.json()).toMatchObject({ error: INVALID_CREDENTIALS });
    const clientPassword = await client().post('/auth/client/sign-in', tester);
    expect(clientPassword.status).toBe(401);
    expect(await clientPassword.json()).toMatchObject({ error: INVALID_CREDENTIALS });
  });

  // Issue 44, item 12: a test user made for an address with no account yet answered that client's
  // magic link "Client account not found" for the test user's ten minutes.
  it("lets a client sign in by magic link even when a test user holds the client's address", async () => {
    const address = 'shadowed@example.invalid';
    expect((await testUserApi('POST', { email: address, password: 'test-password-2' })).status).toBe(201);
    const browser = client();
    const inquiry = new URLSearchParams({
      name: 'Tess Ter',
      email: address,
      projectName: 'A project',
      consent: 'on',
      website: '',
    });
    inquiry.append('projectTypes', 'website');
    const sent = await browser.form('/client_onboarding', Object.fromEntries(inquiry));
    expect(sent.status).toBe(303);
    const asked = new Date();
    expect((await browser.post('/auth/client/magic-link', { email: address })).status).toBe(200);
    const { code } = await readSignInMail({ url: siteUrl(), dataDir: environment.dataDir }, address, asked);
    const signedIn = await browser.post('/auth/client/code', { email: address, code });
    expect(signedIn.status).toBe(200);
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({ email: address });
    // The test user gave way; the client's own account is no test user the API could remove.
    expect((await testUserApi('DELETE', { email: address })).status).toBe(404);
  });

  it('answers 409 for an e-mail already in use: a test user\'s ("already exists") or a real account\'s', async () => {
    expect(await testUserApi('POST', tester)).toEqual({
      status: 409,
      body: expect.objectContaining({ error: 'A user with this email already exists' }),
    });
    expect(await testUserApi('POST', { email: OWNER.email, password: 'whatever-1' })).toEqual({
      status: 409,
      body: expect.objectContaining({
        error: 'This email belongs to a real account and cannot be used for a test user',
      }),
    });
  });

  it("never deletes a real account: the owner's e-mail is 404 and the owner still signs in", async () => {
    expect(await testUserApi('DELETE', { email: OWNER.email })).toEqual({
      status: 404,
      body: expect.objectContaining({ error: 'No test user with this email' }),
    });
    await signIn(client(), OWNER);
  });

  it('removes the test user (200 { removed: true }), then answers 404', async () => {
    expect(await testUserApi('DELETE', { email: tester.email })).toEqual({
      status: 200,
      body: { removed: true },
    });
    expect((await testUserApi('DELETE', { email: tester.email })).status).toBe(404);
  });

  it('answers 400 with the first rule for a bad body', async () => {
    expect(await testUserApi('POST', {})).toMatchObject({
      status: 400,
      body: { error: 'Email is required' },
    });
    expect(await testUserApi('POST', { email: 'a@example.invalid', password: 'short' })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 10 characters' },
    });
    expect(await testUserApi('POST', '{not json')).toMatchObject({
      status: 400,
      body: { error: 'Body is not valid JSON' },
    });
    expect(await testUserApi('DELETE', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid email address' },
    });
  });

  it('answers 401 { error } without a key, with a blog key, and with a revoked key; a test-users key does not open /api/blog', async () => {
    expect(await testUserApi('POST', tester, null)).toEqual({
      status: 401,
      body: expect.objectContaining({ error: 'Missing API key: send it as Authorization: Bearer <key>' }),
    });
    const admin = await signIn(client(), OWNER);
    const blogKey = (await admin.trpc('blogAdmin.createApiKey', 'mutation', { name: 'Weekly robot' })).data
      .key;
    expect(await testUserApi('POST', tester, blogKey)).toEqual({
      status: 401,
      body: expect.objectContaining({ error: 'Invalid API key' }),
    });
    const blog = await fetch(`${siteUrl()}/api/blog`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-api-key': testUsersKey,
        'X-Forwarded-For': '10.19.2.1',
      },
      body: JSON.stringify({ title: 'Not allowed', content: 'Nothing', excerpt: 'No', tags: [] }),
    });
    expect(blog.status).toBe(401);
    expect(await blog.json()).toMatchObject({ error: 'Invalid API key' });

    const spare = (await admin.trpc('system.createTestUserKey', 'mutation', { name: 'Spare' })).data;
    keyIds.revoked = spare.id;
    expect((await admin.trpc('system.revokeTestUserKey', 'mutation', { id: spare.id })).status).toBe(200);
    expect((await testUserApi('POST', tester, spare.key)).status).toBe(401);
    // A blog key's id is not a test-user key: revoking it here is 404 and it stays active.
    const blogKeys = (await admin.trpc('blogAdmin.apiKeys', 'query')).data.keys;
    expect((await admin.trpc('system.revokeTestUserKey', 'mutation', { id: blogKeys[0].id })).status).toBe(
      404,
    );
    expect((await admin.trpc('blogAdmin.apiKeys', 'query')).data.keys[0].revokedAt).toBeNull();
  });

  it('answers 429 "Too many requests" after 30 calls in a minute from one address', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 31; call++)
      statuses.push(
        (await testUserApi('DELETE', { email: 'nobody@example.invalid' }, testUsersKey, '10.19.3.3')).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(
      await testUserApi('DELETE', { email: 'nobody@example.invalid' }, testUsersKey, '10.19.3.3'),
    ).toEqual({
      status: 429,
      body: expect.objectContaining({ error: 'Too many requests' }),
    });
  });
});

describe('the audit log', () => {
  it("records each test user made or removed in the key's name; refused calls (400, 401, 404, 409, 429) write nothing", async () => {
    const admin = await signIn(client(), OWNER);
    const entries = async (filter: Record<string, string>) => {
      const answer = await admin.trpc('audit.entries', 'query', filter);
      expect(answer.status).toBe(200);
      return answer.data as AuditPageDto;
    };
    // The calls above: two test users made (201), one removed (200) with the key, and many refused.
    const byKey = await entries({ person: `api_key:${keyIds.calling}` });
    const aboutTester = (row: AuditPageDto['rows'][number]) => row.subject.label === 'tester@example.invalid';
    const tester = (await entries({ action: 'test_user.created' })).rows.find(aboutTester)?.subject.id;
    expect(byKey.rows.filter(aboutTester)).toEqual([
      expect.objectContaining({
        action: 'test_user.removed',
        subject: { type: 'user', id: tester, label: 'tester@example.invalid' },
        before: expect.objectContaining({ email: 'tester@example.invalid' }),
        after: null,
      }),
      expect.objectContaining({
        action: 'test_user.created',
        subject: { type: 'user', id: tester, label: 'tester@example.invalid' },
        before: null,
        after: { email: 'tester@example.invalid', expiresAt: expect.any(String) },
      }),
    ]);
    for (const row of byKey.rows)
      expect(row.actor).toEqual({
        kind: 'api_key',
        name: 'CI pipeline',
        role: null,
        ip: expect.stringMatching(/^10\.19\.1\.\d+$/),
        userAgent: expect.any(String),
      });
    expect(byKey.people).toContainEqual({
      key: `api_key:${keyIds.calling}`,
      kind: 'api_key',
      name: 'CI pipeline',
    });
    // Nothing else, by any key: not the revoked key's call (401), not the 409s, 404s, 400s or 429.
    expect((await entries({ action: 'test_user.created' })).total).toBe(2);
    expect((await entries({ action: 'test_user.removed' })).total).toBe(1);
    expect((await entries({ person: `api_key:${keyIds.revoked}` })).total).toBe(0);
  });
});

describe('the expiry sweep', () => {
  it('removes a test user whose expiry has passed, with its rows, and leaves real accounts alone', async () => {
    const expiring = { email: 'expiring@example.invalid', password: 'test-password-2' };
    const created = await testUserApi('POST', expiring);
    expect(created.status).toBe(201);
    await stopSite();
    await withDatabase((sql) =>
      sql(`update "users" set "test_user_expires_at" = now() - interval '1 second' where "id" = ?`, [
        created.body.id,
      ]),
    );
    await startSite();
    // The sweep runs at start and then every 300 ms here: the address is free again once it has.
    await expect
      .poll(async () => (await testUserApi('POST', expiring)).status, { timeout: 15_000, interval: 300 })
      .toBe(201);
    await signIn(client(), OWNER);
    await stopSite();
    const left = await withDatabase(async (sql) => ({
      users: await sql<{ id: string }>(`select "id" from "users" where "id" = ?`, [created.body.id]),
      balances: await sql<{ id: string }>(`select "user_id" from "token_balances" where "user_id" = ?`, [
        created.body.id,
      ]),
      staff: await sql<{ email: string }>(
        `select "email" from "users" where "test_user_expires_at" is null order by "email"`,
      ),
    }));
    expect(left.users).toEqual([]);
    expect(left.balances).toEqual([]);
    expect(left.staff.map((row) => row.email)).toEqual(expect.arrayContaining([OWNER.email, EDITOR.email]));
  }, 90_000);
});
