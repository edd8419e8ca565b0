import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRequests } from '#infrastructure/system/http-site-requests.ts';
import { selfRequestVisitor } from '#web/server/http/self-request-visitor.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, EDITOR } from '../fixtures/harness/staff-accounts.ts';

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

describe("the site's requests to itself (the test pages), whatever TRUST_PROXY says", () => {
  it("name the visitor with the process's secret; without it X-Forwarded-For names no one", async () => {
    const app = express();
    app.set('trust proxy', false);
    app.use(selfRequestVisitor('the-process-secret'));
    app.post('/whoami', (req, res) => void res.json({ ip: req.ip }));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const ipSeenBy = async (token: string | undefined) =>
        (
          await createSiteRequests(
            () => url,
            token === undefined ? {} : { selfRequestToken: token },
          ).postJson('/whoami', {}, {}, { forwardedFor: '203.0.113.9' })
        ).body;
      expect(await ipSeenBy('the-process-secret')).toEqual({ ip: '203.0.113.9' });
      expect(await ipSeenBy('a-guess')).toEqual({ ip: '127.0.0.1' });
      expect(await ipSeenBy(undefined)).toEqual({ ip: '127.0.0.1' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
