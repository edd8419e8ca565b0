import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx } from '../fixtures/harness/nginx-proxy.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { type ProductionShape, startProductionShape } from '../fixtures/harness/production-shape.ts';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from '../fixtures/harness/redis-server.ts';
import { postgresUrl, redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';
import { startTcpProxy, type TcpProxy } from '../fixtures/harness/tcp-proxy.ts';

/**
 * The faults of faults-redis and faults-database again, on the production shape: two web processes
 * and a worker behind nginx with the repository's configuration, every request through the proxy.
 */

/** A request during a fault answers within this long, through the proxy and its retries. */
const PROMPT_MS = 3000;
const OWNER_INBOX = 'owner-inbox@example.com';
const CLIENT_EMAIL = 'kept-client@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { status: response.status, body, fast: performance.now() - started < PROMPT_MS };
}

let uncachedCounter = 0;
/** An address no earlier request has put in a page cache: its page needs the database. */
const uncached = (path: string) => `${path}?n=${++uncachedCounter}`;

describe.runIf(postgresUrl() && redisUrl() && hasRedisServer() && hasNginx())(
  'Redis stopped and restarted under two web processes behind the proxy',
  () => {
    let environment: SiteEnvironment;
    let redis: PrivateRedis;
    let smtp: TestSmtpServer;
    let shape: ProductionShape;
    const subjectsTo = (address: string) =>
      smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed.subject);

    beforeAll(async () => {
      [redis, smtp] = await Promise.all([startPrivateRedis(), startTestSmtpServer()]);
      environment = await createSiteEnvironment({
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        CONTACT_EMAIL: OWNER_INBOX,
        SEED_DEMO_CONTENT: 'true',
        JOB_BACKOFF_MS: '200',
      });
      await createStaffAccounts(environment.env);
      await queryDatabase(
        environment.env.DATABASE_URL ?? '',
        `insert into "clients" ("id", "name", "email") values (gen_random_uuid(), 'Kept Client', $1)`,
        [CLIENT_EMAIL],
      );
      shape = await startProductionShape(environment.env);
    }, 90_000);

    afterAll(async () => {
      await shape?.stop();
      await redis?.stop();
      await smtp?.close();
      await environment?.cleanup();
    });

    it('serves every page while it is away, and sends what both processes were asked for once after', async () => {
      const owner = await signIn(shape.visitor(), OWNER);
      await redis.kill();

      for (const path of ['/', '/blog', uncached('/blog'), '/contact', '/booking']) {
        const page = await timed(() => shape.visitor().page(path));
        expect({ path, status: page.status, fast: page.fast }).toEqual({ path, status: 200, fast: true });
      }
      const admin = await timed(() => owner.page('/admin/blog'));
      expect({ status: admin.status, fast: admin.fast }).toEqual({ status: 200, fast: true });

      // Asked for through the proxy and from each process: a sign-in link three times, a contact message.
      const asked = [shape.visitor(), shape.client(shape.webA.url), shape.client(shape.webB.url)];
      for (const http of asked) {
        const link = await timed(() => http.post('/auth/client/magic-link', { email: CLIENT_EMAIL }));
        expect({ status: link.status, fast: link.fast }).toEqual({ status: 200, fast: true });
      }
      const contact = await shape.visitor().trpc('contact.send', 'mutation', {
        name: 'Away Sender',
        email: 'away-sender@example.com',
        message: 'Sent through the proxy while the queue was away.',
      });
      expect(contact).toMatchObject({ status: 200, data: { received: true } });

      // A second of fault, then Redis comes back empty; both processes' relays race for the kept jobs.
      await sleep(1000);
      await redis.restart();
      await expect.poll(() => subjectsTo(CLIENT_EMAIL).length, { timeout: 15_000, interval: 200 }).toBe(3);
      await expect
        .poll(() => subjectsTo(OWNER_INBOX), { timeout: 15_000, interval: 200 })
        .toEqual(['New contact message from Away Sender']);
      // Nothing twice.
      await sleep(3000);
      expect(smtp.received).toHaveLength(4);
    }, 60_000);

    // Last: web A is gone after it.
    it('answers every page asked for after a web process is killed outright (SIGKILL) from the other', async () => {
      // Only an answer the killed process was already sending can be cut (nginx cannot resend what it
      // has begun to pass on): at most one per reader, each started before the kill.
      const answers: Array<{ startedAt: number; outcome: string }> = [];
      let killedAt = Number.POSITIVE_INFINITY;
      let running = true;
      const loop = async (n: number) => {
        for (let i = n; running; i++) {
          const path = ['/blog', '/', uncached('/blog'), '/booking'][i % 4] ?? '/';
          const startedAt = performance.now();
          const outcome = await shape
            .visitor()
            .page(path)
            .then(async (answer) => {
              await answer.arrayBuffer();
              return String(answer.status);
            })
            .catch((error: Error) => `${path}: ${error.message}`);
          answers.push({ startedAt, outcome });
        }
      };
      const loops = Array.from({ length: 10 }, (_, n) => loop(n));
      await sleep(500);
      const exited = new Promise((resolve) => shape.webA.child.once('exit', resolve));
      killedAt = performance.now();
      shape.webA.child.kill('SIGKILL');
      await exited;
      // Counted in answers, not seconds: a busy machine answers fewer in a second, none wrongly.
      const startedAfterTheKill = () => answers.filter((answer) => answer.startedAt > killedAt);
      await expect.poll(() => startedAfterTheKill().length, { timeout: 20_000 }).toBeGreaterThan(30);
      running = false;
      await Promise.all(loops);
      const cutAtTheKill = answers.filter(
        (answer) => answer.startedAt <= killedAt && answer.outcome !== '200',
      );
      expect(startedAfterTheKill().filter((answer) => answer.outcome !== '200')).toEqual([]);
      expect(cutAtTheKill.length).toBeLessThanOrEqual(10);
    }, 45_000);
  },
);

describe.runIf(postgresUrl() && redisUrl() && hasNginx())(
  'PostgreSQL unreachable for a moment under two web processes behind the proxy',
  () => {
    let environment: SiteEnvironment;
    let database: TcpProxy;
    let shape: ProductionShape;

    beforeAll(async () => {
      environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
      await createStaffAccounts(environment.env);
      const direct = new URL(environment.env.DATABASE_URL ?? '');
      database = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const throughFault = new URL(direct);
      throughFault.hostname = database.host;
      throughFault.port = String(database.port);
      shape = await startProductionShape(environment.env, { DATABASE_URL: throughFault.toString() });
      // Home in both page caches, as a visited site has it.
      for (const web of [shape.webA, shape.webB])
        expect((await shape.client(web.url).page('/')).status).toBe(200);
    }, 90_000);

    afterEach(() => database.pass());

    afterAll(async () => {
      await shape?.stop();
      await database?.close();
      await environment?.cleanup();
    });

    it('answers every request with the clear 503 while it is away, and serves again as soon as it is back', async () => {
      await database.refuse();
      // Enough requests to reach both processes several times over.
      for (let n = 0; n < 8; n++) {
        const [page, call] = await Promise.all([
          timed(() => shape.visitor().page(uncached('/blog'))),
          timed(() => shape.visitor().get('/trpc/blog.list?input=%7B%7D')),
        ]);
        expect({ status: page.status, fast: page.fast }).toEqual({ status: 503, fast: true });
        expect(page.body).toContain('The site is not answering just now. Please try again in a minute.');
        expect({ status: call.status, fast: call.fast }).toEqual({ status: 503, fast: true });
        expect(JSON.parse(call.body).error.message).toBe(
          'The site is not answering just now. Please try again in a minute.',
        );
      }
      // A cached page needs no database.
      expect((await timed(() => shape.visitor().page('/'))).status).toBe(200);

      await database.pass();
      // Back within a couple of seconds, on every process, with no restart.
      await expect
        .poll(async () => (await shape.visitor().page(uncached('/blog'))).status, {
          timeout: 3000,
          interval: 100,
        })
        .toBe(200);
      const statuses = await Promise.all(
        Array.from({ length: 6 }, async () => (await shape.visitor().page(uncached('/blog'))).status),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      const owner = await signIn(shape.visitor(), OWNER);
      expect((await owner.page('/admin/blog')).status).toBe(200);
    }, 60_000);
  },
);
