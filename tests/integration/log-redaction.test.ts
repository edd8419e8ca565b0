import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

/** Secrets a log reader could use to act as someone else; each must not appear in the site's log. */
const SECRETS = {
  signInToken: 'SignInTokenSecret0123456789abcdefghijklmnopq',
  bookingToken: 'BookingTokenSecret0123456789',
  unsubscribeToken: 'UnsubscribeTokenSecret0123456789',
  code: '918273',
  password: 'PasswordSecret-0123',
};

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe('the access log', () => {
  it('holds no token, code or password from URLs, tRPC inputs, forms or error reports', async () => {
    const http = new HttpClient(site.url);
    await (await http.page(`/client_login/verify?token=${SECRETS.signInToken}`)).text();
    await (await http.page(`/booking/cancel?token=${SECRETS.bookingToken}&lang=fr`)).text();
    await (await http.page(`/newsletter/unsubscribe?token=${SECRETS.unsubscribeToken}`)).text();
    await http.trpc('newsletter.unsubscribePreview', 'query', { token: SECRETS.unsubscribeToken });
    await (await http.form('/client_login/code', { email: 'a@example.com', code: SECRETS.code })).text();
    await (await http.form('/login', { email: 'a@example.com', password: SECRETS.password })).text();
    await http.post('/api/client-errors', {
      errorId: crypto.randomUUID(),
      message: 'boom',
      url: `${site.url}/booking/reschedule?token=${SECRETS.bookingToken}`,
    });
    await site.waitForLog((line) => line.msg === 'error in the browser');

    const log = site.logs.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    // What is left still says which page was asked for.
    expect(log).toContain('/client_login/verify?token=[redacted]');
    expect(log).toContain('/booking/cancel?token=[redacted]&lang=fr');
  });
});
