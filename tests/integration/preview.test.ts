import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

const PREVIEW_PASSWORD = 'preview-password-1';
const PREVIEW_URL = 'https://preview.example.com/legacy';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;

/** Each client has its own address (the site trusts X-Forwarded-For from loopback): limits stay apart. */
const client = (ip: string) => new HttpClient(site.url, { 'X-Forwarded-For': ip });
const unlock = (ip: string, password: string) => client(ip).trpc('preview.unlock', 'mutation', { password });

beforeAll(async () => {
  environment = await createSiteEnvironment({ PREVIEW_PASSWORD, PREVIEW_URL });
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe('preview.unlock', () => {
  it('answers the right password with the preview address', async () => {
    const { status, data } = await unlock('10.1.0.1', PREVIEW_PASSWORD);
    expect(status).toBe(200);
    expect(data).toEqual({ url: PREVIEW_URL });
  });

  it('answers a wrong one with 401 "Incorrect password" and never reveals the address', async () => {
    const { status, data, error } = await unlock('10.1.0.2', 'guess');
    expect(status).toBe(401);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({
      message: 'Incorrect password',
      data: { appCode: 'PREVIEW.INCORRECT_PASSWORD' },
    });
    expect(JSON.stringify(error)).not.toContain(PREVIEW_URL);
  });

  it('refuses a sixth try within 15 minutes after five wrong passwords from one address', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await unlock('10.1.0.3', `wrong-${attempt}`)).status).toBe(401);
    }
    const blocked = await unlock('10.1.0.3', PREVIEW_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.error.message).toBe('Too many attempts, try again in 15 minutes');
    // Another address is not affected.
    expect((await unlock('10.1.0.4', PREVIEW_PASSWORD)).status).toBe(200);
  });
});
