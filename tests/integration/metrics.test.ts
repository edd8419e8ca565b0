import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { QUEUE_NAME } from '#infrastructure/queue/job-options.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import {
  projectRoot,
  type RunningProcess,
  startProcess,
  startSiteProcess,
} from '../fixtures/harness/processes.ts';
import { hasRedisServer, startPrivateRedis } from '../fixtures/harness/redis-server.ts';
import { postgresUrl, redisUrl, uniqueName } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

// Issue 32: Prometheus metrics, never public: on the site behind a bearer token, or on a port of
// their own; labelled by route patterns, never by the URLs people send.

type Site = Awaited<ReturnType<typeof startSiteProcess>>;
const TOKEN = 'metrics-token-for-the-tests';

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'dist/server/entry.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does)');
  }
});

/** The value of the first sample of `name` carrying every given label, from the Prometheus text. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([label, value]) => found[label] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The URL the process logged for its metrics server (`METRICS_PORT=0` picks a free port). */
async function metricsUrlOf(process: RunningProcess): Promise<string> {
  const line = await process.waitForLog((entry) => String(entry.msg).startsWith('metrics at '));
  return String(line.url);
}

describe('/metrics on the site, behind METRICS_TOKEN', () => {
  let environment: SiteEnvironment;
  let site: Site;
  const scrape = async () => {
    const response = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return response.text();
  };

  beforeAll(async () => {
    environment = await createSiteEnvironment({ METRICS_TOKEN: TOKEN });
    site = await startSiteProcess(environment.env);
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await environment?.cleanup();
  });

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-the-token' },
      // The token without its scheme.
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${site.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).not.toContain('http_request');
    }
  });

  it('counts requests by method, route pattern and status, never by the URL asked for', async () => {
    const ask = (url: string, init?: RequestInit) =>
      fetch(`${site.url}${url}`, init).then((response) => response.arrayBuffer().then(() => response.status));
    expect(await ask('/healthz')).toBe(200);
    expect(await ask('/healthz')).toBe(200);
    expect(await ask('/blog/hello-world?utm_campaign=secret-campaign')).toBe(200);
    expect(await ask('/no-such-page-anywhere')).toBe(404);
    expect(await ask('/trpc/system.status')).toBe(200);
    expect(await ask('/trpc/no.suchProcedure')).toBe(404);
    const signIn = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    expect(
      await ask('/auth/sign-in', { ...signIn, body: '{"email":"nobody@example.com","password":"x"}' }),
    ).toBe(401);

    const text = await scrape();
    const count = (method: string, route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method, route, status });
    expect(count('GET', '/healthz', '200')).toBe(2);
    expect(count('GET', 'page:/blog/@slug', '200')).toBe(1);
    expect(count('GET', 'page:/_error', '404')).toBe(1);
    expect(count('GET', 'trpc:system.status', '200')).toBe(1);
    expect(count('GET', 'trpc:unknown', '404')).toBe(1);
    expect(count('POST', '/auth/sign-in', '401')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })).toBe(2);
    // The scrape itself is in flight while it is counted.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
    for (const part of ['secret-campaign', 'hello-world', 'no-such-page-anywhere', 'no.suchProcedure'])
      expect(text).not.toContain(part);
  });

  it('counts page-cache misses and hits, a hit labelled with its page route', async () => {
    const before = await scrape();
    const first = await fetch(`${site.url}/contact`);
    await first.arrayBuffer();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // The page is kept once compressed: ask again until it comes from memory.
    await expect
      .poll(async () => {
        const again = await fetch(`${site.url}/contact`);
        await again.arrayBuffer();
        return again.headers.get('x-page-cache');
      })
      .toBe('hit');
    const after = await scrape();

    const grew = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(grew('page_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(grew('page_cache_hits_total')).toBe(1);
    const contact = sample(after, 'http_request_duration_seconds_count', { route: 'page:/contact' });
    expect(contact).toBe(grew('page_cache_misses_total') + 1);
  });

  it("reports the queue's depth, the database pool, memory and event-loop lag", async () => {
    const text = await scrape();
    expect(sample(text, 'job_queue_up')).toBe(1);
    expect(sample(text, 'job_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'job_queue_jobs', { state: 'failed' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections_max')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('serves metrics on that port only: the site answers 404, even with the token', async () => {
    const environment = await createSiteEnvironment({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    let site: Site | undefined;
    try {
      site = await startSiteProcess(environment.env);
      const metricsUrl = await metricsUrlOf(site);
      expect(new URL(metricsUrl).port).not.toBe(new URL(site.url).port);
      const onSite = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(onSite.status).toBe(404);

      expect((await fetch(metricsUrl)).status).toBe(401);
      const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/metrics', status: '404' })).toBe(
        1,
      );
      // Nothing else lives on that port.
      expect((await fetch(new URL('/', metricsUrl))).status).toBe(404);
    } finally {
      await site?.stop();
      await environment.cleanup();
    }
  }, 60_000);
});

/** One of this machine's addresses other than loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
}

/** Whether the metrics server at `metricsUrl` answers at `address` on its port. */
async function answersAt(address: string, metricsUrl: string): Promise<boolean> {
  const url = new URL(metricsUrl);
  url.hostname = address;
  return fetch(url).then(
    () => true,
    () => false,
  );
}

describe.runIf(outsideAddress())('the metrics port listens on loopback unless told otherwise', () => {
  const address = outsideAddress() ?? '';
  // The site itself on every interface (HOST's default), as in production.
  const start = async (env: Record<string, string>) => {
    const environment = await createSiteEnvironment({ HOST: '0.0.0.0', METRICS_PORT: '0', ...env });
    const site = await startSiteProcess({ ...environment.env, HOST: '0.0.0.0' });
    return { site, environment, metricsUrl: await metricsUrlOf(site) };
  };

  it('with METRICS_PORT alone (no token): on 127.0.0.1 only; with METRICS_HOST: where it says', async () => {
    const alone = await start({});
    const told = await start({ METRICS_HOST: '0.0.0.0' });
    try {
      expect(await answersAt('127.0.0.1', alone.metricsUrl)).toBe(true);
      expect(await answersAt(address, alone.metricsUrl)).toBe(false);
      expect(await answersAt(address, told.metricsUrl)).toBe(true);
    } finally {
      for (const { site, environment } of [alone, told]) {
        await site.stop();
        await environment.cleanup();
      }
    }
  }, 60_000);
});

describe.runIf(hasRedisServer())('job_queue_up', () => {
  it('says whether the queue answered this scrape, not the one before', async () => {
    const privateRedis = await startPrivateRedis();
    const environment = await createSiteEnvironment({ REDIS_URL: privateRedis.url, METRICS_TOKEN: TOKEN });
    const site = await startSiteProcess(environment.env);
    const scrape = async () =>
      (await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    try {
      expect(sample(await scrape(), 'job_queue_up')).toBe(1);
      await privateRedis.kill();
      expect(sample(await scrape(), 'job_queue_up')).toBe(0);
      await privateRedis.restart();
      await expect.poll(async () => sample(await scrape(), 'job_queue_up'), { timeout: 10_000 }).toBe(1);
    } finally {
      await site.stop();
      await privateRedis.stop();
      await environment.cleanup();
    }
  }, 60_000);
});

const redis = redisUrl();
const postgres = postgresUrl();

describe.runIf(redis && postgres)("the worker's metrics (METRICS_PORT)", () => {
  it('times jobs and counts their failures by job', async () => {
    const prefix = uniqueName('metrics');
    const worker = startProcess('src/worker-main.ts', {
      REDIS_URL: redis ?? '',
      DATABASE_URL: postgres ?? '',
      QUEUE_PREFIX: prefix,
      METRICS_PORT: '0',
      JOB_ATTEMPTS: '1',
    });
    const queue = new BullMqJobQueue({
      redisUrl: redis ?? '',
      prefix,
      policy: { attempts: 1, backoffMs: 100 },
      logger: testLogger,
    });
    try {
      const metricsUrl = await metricsUrlOf(worker);
      await worker.waitForLog((line) => line.msg === 'worker ready');
      await queue.enqueue('ping', { sentAt: new Date().toISOString() });
      // An upload that is not in the incoming area: the job fails.
      await queue.enqueue('process-image', { incomingKey: 'incoming/not-there.png', purpose: 'image' });
      const scrape = async () => (await fetch(metricsUrl)).text();
      await expect
        .poll(async () => sample(await scrape(), 'job_failures_total', { job_name: 'process-image' }), {
          timeout: 10_000,
        })
        .toBe(1);
      const text = await scrape();
      expect(sample(text, 'job_duration_seconds_count', { job_name: 'ping', outcome: 'completed' })).toBe(1);
      expect(
        sample(text, 'job_duration_seconds_count', { job_name: 'process-image', outcome: 'failed' }),
      ).toBe(1);
      expect(sample(text, 'job_queue_jobs', { state: 'failed' })).toBe(1);
      expect(sample(text, 'db_pool_connections_max')).toBeGreaterThanOrEqual(1);
      // The web process's own metrics are not the worker's.
      expect(text).not.toContain('http_request_duration_seconds');
    } finally {
      expect(await worker.stop()).toBe(0);
      await queue.close();
      const inspector = new Queue(QUEUE_NAME, { connection: { url: redis ?? '' }, prefix });
      await inspector.obliterate({ force: true });
      await inspector.close();
    }
  }, 30_000);
});
