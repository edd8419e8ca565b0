import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import {
  type RunningProcess,
  type startSiteProcess,
  startSiteWithWorker,
} from '../fixtures/harness/processes.ts';
import { postgresUrl, redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

const BACKOFF_MS = 300;
const ATTEMPTS = 3;
const CLIENT_EMAIL = 'retried-client@example.com';
/** The test SMTP server refuses every recipient at bounce.test (550). */
const OWNER_INBOX = 'owner@bounce.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let environment: SiteEnvironment;
let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let ipCounter = 0;
/** When each message's data reached the server (refused or taken). */
const answeredAt: number[] = [];

const visitor = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.33.4.${++ipCounter}` });

describe.runIf(postgresUrl() && redisUrl())('an SMTP server that refuses, then accepts', () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      refuseFirst: 2,
      beforeAnswer: async () => {
        answeredAt.push(performance.now());
      },
    });
    environment = await createSiteEnvironment({
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: OWNER_INBOX,
      SEED_DEMO_CONTENT: 'false',
      JOB_ATTEMPTS: String(ATTEMPTS),
      JOB_BACKOFF_MS: String(BACKOFF_MS),
    });
    await createStaffAccounts(environment.env);
    await queryDatabase(
      environment.env.DATABASE_URL ?? '',
      `insert into "clients" ("id", "name", "email") values (gen_random_uuid(), 'Retried Client', $1)`,
      [CLIENT_EMAIL],
    );
    ({ site, worker } = await startSiteWithWorker(environment.env));
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await worker?.stop();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('retries with growing waits and sends the e-mail once', async () => {
    expect((await visitor().post('/auth/client/magic-link', { email: CLIENT_EMAIL })).status).toBe(200);
    await smtp.waitForMessages(1, 10_000);
    expect(smtp.refusedCount()).toBe(2);
    const [first = 0, second = 0, third = 0] = answeredAt;
    // Backoff: the first retry after BACKOFF_MS, the second after twice that.
    expect(second - first).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(third - second).toBeGreaterThanOrEqual(2 * BACKOFF_MS);
    await sleep(4 * BACKOFF_MS);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[CLIENT_EMAIL]]);
  });

  it('shows an e-mail refused on every try on /admin/tests once its last try has failed', async () => {
    const sent = await visitor().trpc('contact.send', 'mutation', {
      name: 'Never Delivered',
      email: 'sender@example.com',
      message: 'The owner never gets this one.',
    });
    expect(sent.status).toBe(200);
    const owner = await signIn(visitor(), OWNER);
    const failedEmails = async () => (await owner.trpc('system.failedEmails', 'query')).data;
    await expect.poll(failedEmails, { timeout: 10_000, interval: 200 }).toMatchObject({
      total: 1,
      emails: [
        {
          job: 'send-email',
          to: OWNER_INBOX,
          subject: 'New contact message from Never Delivered',
          attempts: ATTEMPTS,
          reason: expect.stringContaining('Mailbox unavailable'),
          failedAt: expect.any(String),
        },
      ],
    });
    // The page shows it as rendered, before any script runs.
    const page = await (await owner.page('/admin/tests')).text();
    expect(page).toContain('E-mails not sent');
    expect(page).toContain(OWNER_INBOX);
    expect(page).toContain('New contact message from Never Delivered');
    // Nobody else sees it.
    expect((await visitor().trpc('system.failedEmails', 'query')).status).toBe(401);
  });
});
