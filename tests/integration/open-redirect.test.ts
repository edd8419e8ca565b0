import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

/** `redirect` targets that look like site paths but normalise to `//evil.example`: another site. */
const BYPASSES = ['/.//evil.example/phish', '/%2e//evil.example', '/a/..//evil.example', '/./\\evil.example'];

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let ipCounter = 0;

/** Each client gets its own address, so the sign-in throttle does not count one test's tries in another. */
const client = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.28.3.${++ipCounter}` });

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe.each(BYPASSES)('the redirect %j', (target) => {
  const query = `?redirect=${encodeURIComponent(target)}`;

  it('is not followed by the login form', async () => {
    const response = await client().form(`/login${query}`, { ...OWNER });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/dashboard');
  });

  it('is not handed back by the JSON sign-in', async () => {
    const response = await client().post('/auth/sign-in', { ...OWNER, redirect: target });
    expect(await response.json()).toMatchObject({ redirectTo: '/admin/dashboard' });
  });

  it('is not followed by the sign-up page when someone signed in opens it', async () => {
    const browser = await signIn(client(), OWNER);
    const response = await browser.page(`/register${query}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });
});
