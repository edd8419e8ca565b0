import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/http-client.ts';
import { startSiteProcess } from '../fixtures/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/site-environment.ts';
import { createStaffAccounts, EDITOR } from '../fixtures/staff-accounts.ts';

/** A site that trusts no proxy (TRUST_PROXY unset, the default): this test's requests come straight from loopback. */

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;

beforeAll(async () => {
  environment = await createSiteEnvironment({ TRUST_PROXY: '', SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, [[EDITOR, 'editor']]);
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe('X-Forwarded-For from a proxy the site does not trust', () => {
  it('names no address: five wrong passwords under five forged addresses still refuse the sixth try', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const forged = new HttpClient(site.url, { 'X-Forwarded-For': `203.0.113.${attempt}` });
      const password = attempt === 6 ? EDITOR.password : `wrong-${attempt}`;
      const response = await forged.post('/auth/sign-in', { email: EDITOR.email, password });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
