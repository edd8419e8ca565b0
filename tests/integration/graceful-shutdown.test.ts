import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { QUEUE_NAME } from '#infrastructure/queue/job-options.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import type { TestDatabase } from '../fixtures/harness/postgres.ts';
import { projectRoot, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl, redisUrl, uniqueName } from '../fixtures/harness/services.ts';
import { createSiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { migratedTestDatabase } from '../fixtures/harness/test-database.ts';

// Issue 32: on SIGTERM a web process tells the proxy it is going (/readyz 503), stops accepting, lets
// the requests in flight finish (bounded) and exits 0; a worker finishes the job in progress first.

const OWNER = { email: 'owner@example.com', password: 'a-long-owner-password' };

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'dist/server/entry.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does)');
  }
});

interface TrickledRequest {
  /** Sends the rest of the body: the server answers only then. */
  finish(): void;
  answer: Promise<{ status: number; connection: string | undefined; body: string }>;
}

/** A POST whose body arrives in two halves, on a connection of its own: in flight until `finish`. */
function trickledPost(url: string, pathname: string, payload: unknown): TrickledRequest {
  const body = Buffer.from(JSON.stringify(payload));
  const { hostname, port } = new URL(url);
  const req = request({
    host: hostname,
    port,
    path: pathname,
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      });
    },
  );
  req.write(body.subarray(0, body.length / 2));
  return { finish: () => req.end(body.subarray(body.length / 2)), answer };
}

/** What a proxy's health check sees: /readyz every 25 ms until the address refuses connections. */
function pollReadiness(url: string) {
  const seen: Array<{ at: number; status: number | string }> = [];
  let firstUnready: (() => void) | undefined;
  const unready = new Promise<void>((resolve) => {
    firstUnready = resolve;
  });
  const refused = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${url}/readyz`);
        const body = await response.json();
        seen.push({ at: performance.now(), status: response.status });
        if (response.status === 503) {
          expect(body.status).toBe('draining');
          firstUnready?.();
        }
      } catch (error) {
        const code = String((error as { cause?: { code?: string } }).cause?.code);
        seen.push({ at: performance.now(), status: code });
        // A kept-alive connection cut as the listener closes is not the end: the next try is refused.
        if (code !== 'ECONNRESET') return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return { seen, unready, refused };
}

describe('a web process sent SIGTERM under load', () => {
  it('answers /readyz 503 at once, finishes every request in flight and exits 0 within the bound', async () => {
    const environment = await createSiteEnvironment({
      OWNER_PASSWORD: OWNER.password,
      SHUTDOWN_DELAY_MS: '1000',
      SHUTDOWN_GRACE_MS: '5000',
    });
    let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
    try {
      site = await startSiteProcess(environment.env);
      const url = site.url;
      const readiness = pollReadiness(url);
      // A proxy's traffic: keep-alive requests back to back until the health check says not ready.
      let proxySendsHere = true;
      readiness.unready.then(() => {
        proxySendsHere = false;
      });
      const answered: Array<number | string> = [];
      const streams = ['/', '/blog', '/trpc/blog.recent', '/healthz'].map(async (pathname) => {
        while (proxySendsHere) {
          try {
            const response = await fetch(`${url}${pathname}`);
            await response.arrayBuffer();
            answered.push(response.status);
          } catch (error) {
            answered.push(`${pathname}: ${String((error as { cause?: unknown }).cause ?? error)}`);
          }
        }
      });
      // Sign-ins whose bodies are still arriving when the listener closes.
      const slow = [1, 2, 3].map(() => trickledPost(url, '/auth/sign-in', OWNER));
      await expect.poll(() => answered.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20);

      const signalled = performance.now();
      const exited = site.stop();
      await readiness.unready;
      const turnedUnready = performance.now() - signalled;
      // The listener is closed now: new connections are refused, those in flight carry on.
      await readiness.refused;
      for (const request of slow) request.finish();
      const answers = await Promise.all(slow.map((request) => request.answer));
      const code = await exited;
      const took = performance.now() - signalled;
      await Promise.all(streams);

      expect(code).toBe(0);
      expect(took).toBeLessThan(6000);
      expect(turnedUnready).toBeLessThan(500);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).viewer.email).toBe(OWNER.email);
        // Answered while draining: the connection closes after it, so no client reuses it.
        expect(answer.connection).toBe('close');
      }
      expect(answered.filter((status) => status !== 200)).toEqual([]);
      const statuses = readiness.seen.map((entry) => entry.status);
      expect(statuses[0]).toBe(200);
      expect(statuses).toContain(503);
      expect(statuses.at(-1)).toBe('ECONNREFUSED');
      // 200 until the signal, 503 while draining, then nothing listens (a connection open then is cut).
      const afterSignal = statuses.slice(statuses.indexOf(503), -1);
      const draining = afterSignal.filter((status) => status !== 'ECONNRESET');
      expect(draining.every((status) => status === 503)).toBe(true);
      expect(afterSignal.slice(draining.length).every((status) => status === 'ECONNRESET')).toBe(true);
      expect(site.logs.some((line) => String(line.msg).startsWith('draining'))).toBe(true);
      expect(site.logs.some((line) => line.msg === 'stopped')).toBe(true);
    } finally {
      await site?.stop();
      await environment.cleanup();
    }
  }, 30_000);

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const environment = await createSiteEnvironment({ SHUTDOWN_GRACE_MS: '1000' });
    let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
    try {
      site = await startSiteProcess(environment.env);
      const stalled = trickledPost(site.url, '/auth/sign-in', OWNER);
      const outcome = stalled.answer.then(
        () => 'answered',
        (error: Error) => error.message,
      );
      // The request has reached the app: the site answers others meanwhile.
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      const signalled = performance.now();
      expect(await site.stop()).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(4000);
      expect(await outcome).toMatch(/socket hang up|ECONNRESET/);
      const cut = site.logs.find((line) => String(line.msg).includes('(SHUTDOWN_GRACE_MS): they are cut'));
      // The stalled request's, and perhaps the /healthz's kept alive: idle ones are left to the client
      // until the bound, then cut with the rest.
      expect(cut?.connections).toBeGreaterThanOrEqual(1);
    } finally {
      await site?.stop();
      await environment.cleanup();
    }
  }, 30_000);
});

const redis = redisUrl();
const postgres = postgresUrl();

describe.runIf(redis && postgres)('a worker sent SIGTERM with a job in progress', () => {
  const prefix = uniqueName('shutdown');
  let queue: BullMqJobQueue;
  let inspector: Queue;
  // A migrated database of its own: the worker records the e-mails it sends.
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await migratedTestDatabase('');
    queue = new BullMqJobQueue({
      redisUrl: redis ?? '',
      prefix,
      policy: { attempts: 1, backoffMs: 100 },
      logger: testLogger,
    });
    inspector = new Queue(QUEUE_NAME, { connection: { url: redis ?? '' }, prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await inspector?.obliterate({ force: true });
    await inspector?.close();
    await database?.drop();
  });

  /** A mail server that takes its time: each message is answered once the test says so. */
  async function slowMailServer() {
    let arrived = () => {};
    const messageArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const smtp = await startTestSmtpServer({
      beforeAnswer: () => {
        arrived();
        return answered;
      },
    });
    return { smtp, messageArrived, answer };
  }

  function startWorker(smtpUrl: string, graceMs: number) {
    return startProcess('src/worker-main.ts', {
      REDIS_URL: redis ?? '',
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: smtpUrl,
      QUEUE_PREFIX: prefix,
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
  }

  it('finishes the job first, then exits 0', async () => {
    const { smtp, messageArrived, answer } = await slowMailServer();
    try {
      const worker = startWorker(smtp.url, 5000);
      await worker.waitForLog((line) => line.msg === 'worker ready');
      const { jobId } = await queue.enqueue('send-email', {
        to: 'reader@example.org',
        subject: 'Sent while stopping',
        text: 'This message was being sent when the worker was told to stop.',
      });
      await messageArrived;
      worker.child.kill('SIGTERM');
      await worker.waitForLog((line) => line.msg === 'finishing the jobs in progress before stopping');
      answer();
      const code = await new Promise((resolve) => worker.child.once('exit', resolve));

      expect(code).toBe(0);
      expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(['Sent while stopping']);
      expect(await inspector.getJobState(jobId)).toBe('completed');
    } finally {
      answer();
      await smtp.close();
    }
  }, 30_000);

  it('stops waiting for a job after SHUTDOWN_GRACE_MS and exits 0, leaving the job to run again', async () => {
    const { smtp, messageArrived, answer } = await slowMailServer();
    try {
      const worker = startWorker(smtp.url, 1000);
      await worker.waitForLog((line) => line.msg === 'worker ready');
      const { jobId } = await queue.enqueue('send-email', {
        to: 'reader@example.org',
        subject: 'Never answered',
        text: 'The mail server never answers this one.',
      });
      await messageArrived;
      const signalled = performance.now();
      expect(await worker.stop()).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(4000);
      expect(worker.logs.some((line) => String(line.msg).includes('left to run again'))).toBe(true);
      // Not completed nor failed: BullMQ hands it to a worker again once its lock lapses.
      expect(await inspector.getJobState(jobId)).toBe('active');
    } finally {
      answer();
      await smtp.close();
    }
  }, 30_000);
});
