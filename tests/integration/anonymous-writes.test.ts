import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

/** What anonymous visitors can make the site write or log, bounded. */

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let ipCounter = 0;

const visitor = (ip = `10.28.4.${++ipCounter}`) => new HttpClient(site.url, { 'X-Forwarded-For': ip });

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

const report = (stackLines: number) => ({
  errorId: crypto.randomUUID(),
  message: 'x'.repeat(1000),
  stack: Array.from({ length: stackLines }, (_, line) => `    at frame${line} (app.js:${line}:1)`)
    .join('\n')
    .slice(0, 4000),
  url: `${site.url}/blog`,
});

describe('browser error reports', () => {
  it('are throttled per address: of 50 in a row, 10 are logged and the rest refused with 429', async () => {
    const http = visitor();
    const statuses: number[] = [];
    for (let sent = 0; sent < 50; sent++)
      statuses.push((await http.post('/api/client-errors', report(5))).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // Another address still reports.
    expect((await visitor().post('/api/client-errors', report(5))).status).toBe(204);
  });

  it('are logged short: the message and the first lines of the stack', async () => {
    const sent = report(200);
    expect((await visitor().post('/api/client-errors', sent)).status).toBe(204);
    const line = await site.waitForLog((entry) => entry.errorId === sent.errorId);
    expect(JSON.stringify(line).length).toBeLessThan(1500);
  });
});

describe('the inquiry form with images', () => {
  it('refuses a sender over the limit with 429 before reading the files', async () => {
    const ip = '10.28.5.1';
    const fields = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '020 7946 0000',
      projectName: 'Engine',
      description: 'A difference engine, please.',
      projectTypes: 'website',
      consent: 'on',
    };
    for (let sent = 0; sent < 5; sent++) {
      const response = await visitor(ip).form('/client_onboarding', {
        ...fields,
        email: `ada${sent}@example.com`,
      });
      expect(response.status).toBe(303);
    }
    // 40 MB of images announced: refused from the headers, before the body.
    const boundary = 'limit-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n`;
    const started = Date.now();
    const response = await fetch(`${site.url}/client_onboarding`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Accept: 'text/html',
        Origin: site.url,
        'X-Forwarded-For': ip,
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
        },
        // The rest never comes: a server that waits for the files never answers.
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
