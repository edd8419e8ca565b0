import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { sendEmail } from '#application/mail/send-email.ts';
import { createJobProcessors } from '#composition/job-processors.ts';
import { localContentEvents } from '#infrastructure/events/content-events.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { QUEUE_NAME } from '#infrastructure/queue/job-options.ts';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';
import { InMemoryJobQueue } from '../fixtures/fakes/in-memory-jobs.ts';
import { FakeEmailSecrets } from '../fixtures/fakes/in-memory-mail.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { type RunningProcess, startProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl, redisUrl, uniqueName } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { openTestDatabase } from '../fixtures/harness/test-database.ts';

const MAIL_FROM = 'Site <hello@example.com>';
const LOCK_MS = 1000;
const policy = { attempts: 3, backoffMs: 100 };
const message = { to: 'client@example.org', subject: 'Your proposal is ready', text: 'Hello.' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(redisUrl() && postgresUrl())('a worker killed with SIGKILL mid-job', () => {
  let smtp: TestSmtpServer | undefined;
  let environment: SiteEnvironment | undefined;
  let worker: RunningProcess | undefined;
  let queue: BullMqJobQueue | undefined;
  afterEach(async () => {
    await worker?.stop();
    if (environment) {
      const inspector = new Queue(QUEUE_NAME, {
        connection: { url: redisUrl() ?? '' },
        prefix: environment.env.QUEUE_PREFIX,
      });
      await inspector.obliterate({ force: true });
      await inspector.close();
    }
    await queue?.close();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('has its job taken up again by the restarted worker, and the e-mail arrives once', async () => {
    // The first connection waits for its greeting until the test lets it go: the job is mid-flight.
    let connections = 0;
    let connected = () => {};
    const firstConnection = new Promise<void>((resolve) => {
      connected = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    smtp = await startTestSmtpServer({
      beforeGreeting: async () => {
        connections += 1;
        if (connections > 1) return;
        connected();
        await held;
      },
    });
    environment = await createSiteEnvironment({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      JOB_LOCK_MS: String(LOCK_MS),
    });
    const startWorker = async () => {
      const started = startProcess('src/worker-main.ts', environment?.env ?? {});
      await started.waitForLog((line) => line.msg === 'worker ready');
      return started;
    };
    worker = await startWorker();
    queue = new BullMqJobQueue({
      redisUrl: redisUrl() ?? '',
      prefix: environment.env.QUEUE_PREFIX ?? '',
      policy,
      logger: testLogger,
    });

    const { jobId } = await sendEmail({ queue }, message);
    await firstConnection;
    const killed = new Promise((resolve) => worker?.child.once('exit', resolve));
    worker.child.kill('SIGKILL');
    await killed;
    release();

    worker = await startWorker();
    const [mail] = await smtp.waitForMessages(1, 15_000);
    expect(mail?.parsed.subject).toBe('Your proposal is ready');
    await expect
      .poll(async () => (await queue?.status('send-email', jobId))?.state, { timeout: 10_000 })
      .toBe('completed');
    // Another lock period: a second copy would have had time to arrive.
    await sleep(LOCK_MS * 2);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a job run again (its idempotency key)', () => {
  it('sends none of the e-mails it sent before, and a new job sends its own', async () => {
    const smtp = await startTestSmtpServer();
    const { database, close } = await openTestDatabase();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: '', from: MAIL_FROM, logger: testLogger });
    try {
      // The composition the site and the worker run, on a database of the test's own.
      const processors = createJobProcessors(database, {
        mailer,
        emailSecrets: new FakeEmailSecrets(),
        storage: new LocalFileStorage(path.join(tmpdir(), uniqueName('uploads'))),
        frames: { frameOf: () => Promise.reject(new Error('no videos in this test')) },
        queue: new InMemoryJobQueue(),
        baseUrl: 'http://localhost',
        events: localContentEvents(),
        clock: { now: () => new Date() },
        logger: testLogger,
      });
      const run = (jobKey: string) =>
        processors['send-email'](message, { jobKey, reportProgress: async () => {} });

      await run('42@1700000000000');
      // The same job taken up again after it sent (its worker killed before the queue heard back).
      await run('42@1700000000000');
      await run('43@1700000000000');
      await sleep(300);
      expect(smtp.received).toHaveLength(2);
      const [first, second] = smtp.received;
      // Made from the key: a copy sent in the last instant before the record is the same message.
      expect(first?.parsed.messageId).toMatch(/^<[0-9a-f]{32}@example\.com>$/);
      expect(second?.parsed.messageId).not.toBe(first?.parsed.messageId);
    } finally {
      mailer.close();
      await close();
      await smtp.close();
    }
  });
});
