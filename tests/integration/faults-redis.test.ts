import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import {
  type RunningProcess,
  type startSiteProcess,
  startSiteWithWorker,
} from '../fixtures/harness/processes.ts';
import { hasRedisServer, type PrivateRedis, startPrivateRedis } from '../fixtures/harness/redis-server.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

const OWNER_INBOX = 'owner-inbox@example.com';
const CLIENT_EMAIL = 'kept-client@example.com';
/** A request made while Redis is away answers within this long (a moment for the connection, no hang). */
const AWAY_ANSWER_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let environment: SiteEnvironment;
let redis: PrivateRedis;
let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let ipCounter = 0;

const visitor = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.33.1.${++ipCounter}` });
const sql = <Row>(text: string, params: unknown[] = []) =>
  queryDatabase<Row>(environment.env.DATABASE_URL ?? '', text, params);

/** Runs a request and checks it answered in time: a request never waits for Redis to come back. */
async function promptly<T>(request: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await request();
  expect(performance.now() - started).toBeLessThan(AWAY_ANSWER_MS);
  return result;
}

const subjectsTo = (address: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed.subject);

describe.runIf(postgresUrl() && hasRedisServer())('Redis stopped and restarted under a running site', () => {
  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startTestSmtpServer();
    environment = await createSiteEnvironment({
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: OWNER_INBOX,
      SEED_DEMO_CONTENT: 'true',
      JOB_BACKOFF_MS: '200',
    });
    await createStaffAccounts(environment.env);
    await sql(`insert into "clients" ("id", "name", "email") values (gen_random_uuid(), 'Kept Client', $1)`, [
      CLIENT_EMAIL,
    ]);
    ({ site, worker } = await startSiteWithWorker(environment.env));
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await worker?.stop();
    await redis?.stop();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('serves pages while it is away; e-mails and jobs asked for meanwhile go out once after it returns', async () => {
    // Before: a sign-in link goes out at once (the worker is taking jobs).
    expect((await visitor().post('/auth/client/magic-link', { email: CLIENT_EMAIL })).status).toBe(200);
    await smtp.waitForMessages(1, 10_000);
    const owner = await signIn(visitor(), OWNER);

    await redis.kill();

    // Pages: cached and rendered, anonymous and signed in.
    for (const path of ['/', '/blog', '/contact', '/blog', '/booking']) {
      const response = await promptly(() => visitor().page(path));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    expect((await promptly(() => owner.page('/admin/blog'))).status).toBe(200);

    // E-mails asked for while it is away: a sign-in link, the owner's notice of a contact message, a
    // newsletter confirmation.
    const link = await promptly(() => visitor().post('/auth/client/magic-link', { email: CLIENT_EMAIL }));
    expect({ status: link.status, body: await link.json() }).toEqual({ status: 200, body: { sent: true } });
    const contact = await promptly(() =>
      visitor().trpc('contact.send', 'mutation', {
        name: 'Away Sender',
        email: 'away-sender@example.com',
        message: 'Sent while the queue was away.',
      }),
    );
    expect(contact).toMatchObject({ status: 200, data: { received: true } });
    const subscribed = await promptly(() =>
      visitor().trpc('newsletter.subscribe', 'mutation', { email: 'away-reader@example.com' }),
    );
    expect(subscribed.status).toBe(200);
    // A job: a post scheduled three seconds from now.
    const scheduled = await promptly(() =>
      owner.trpc('blogAdmin.save', 'mutation', {
        title: 'Scheduled while Redis was away',
        content: 'Published by its delayed job.',
        action: 'schedule',
        scheduledAt: new Date(Date.now() + 3000).toISOString(),
      }),
    );
    expect(scheduled.status).toBe(200);
    const postId = (scheduled.data as { id: string }).id;

    // A job the request waits for is not kept: the editor is told at once that it cannot be done now.
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = await promptly(() => owner.upload('/api/blog/images', picture, 'image/png'));
    expect(upload.status).toBe(503);
    expect(await readdir(path.join(environment.dataDir, 'uploads', '.incoming'))).toEqual([]);

    // A few seconds of fault, then Redis comes back empty (no persistence).
    await sleep(1000);
    await redis.restart();

    await expect.poll(() => subjectsTo(CLIENT_EMAIL).length, { timeout: 15_000, interval: 200 }).toBe(2);
    await expect
      .poll(() => subjectsTo(OWNER_INBOX), { timeout: 15_000, interval: 200 })
      .toEqual(['New contact message from Away Sender']);
    await expect
      .poll(() => subjectsTo('away-reader@example.com').length, { timeout: 15_000, interval: 200 })
      .toBe(1);
    await expect
      .poll(
        async () =>
          (
            await sql<{ published: boolean }>(`select "published" from "blog_posts" where "id" = $1`, [
              postId,
            ])
          )[0],
        { timeout: 15_000, interval: 200 },
      )
      .toEqual({ published: true });

    // Nothing twice: a few more seconds for a second copy to show up.
    await sleep(3000);
    expect(subjectsTo(CLIENT_EMAIL)).toHaveLength(2);
    expect(subjectsTo(OWNER_INBOX)).toHaveLength(1);
    expect(subjectsTo('away-reader@example.com')).toHaveLength(1);
    expect(smtp.received).toHaveLength(4);
  }, 60_000);
});
