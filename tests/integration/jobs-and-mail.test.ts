import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '#application/jobs/ports.ts';
import { waitForJob } from '#application/jobs/wait-for-job.ts';
import { deliveredOnce } from '#application/mail/delivered-once.ts';
import { sendEmail } from '#application/mail/send-email.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { BullMqJobQueue, QueueUnavailableError } from '#infrastructure/queue/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { QUEUE_NAME } from '#infrastructure/queue/job-options.ts';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';
import type { JobServices } from '#workers/job-services.ts';
import { createProcessors } from '#workers/processors.ts';
import { FakeEmailSecrets, InMemoryMailDeliveries } from '../fixtures/fakes/in-memory-mail.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { type RunningProcess, startProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl, redisUrl, uniqueName } from '../fixtures/harness/services.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { migratedTestDatabase } from '../fixtures/harness/test-database.ts';

const MAIL_FROM = 'Site <hello@example.com>';
const policy = { attempts: 3, backoffMs: 100 };

interface QueueUnderTest {
  queue: JobQueue;
  /** How many attempts the job took and whether it is kept as failed. */
  outcome(jobId: string): Promise<{ state: string; attempts: number }>;
  close(): Promise<void>;
}

/** The BullMQ adapter, consumed by `npm run worker` in a process of its own, as in production. */
async function bullmqWithWorkerProcess(smtp: TestSmtpServer, url: string): Promise<QueueUnderTest> {
  const prefix = uniqueName('test');
  // A migrated database of its own: the worker records the e-mails it sends.
  const database = await migratedTestDatabase('');
  const databaseUrl = database?.url ?? '';
  const worker: RunningProcess = startProcess('src/worker-main.ts', {
    REDIS_URL: url,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    QUEUE_PREFIX: prefix,
  });
  await worker.waitForLog((line) => line.msg === 'worker ready');
  const queue = new BullMqJobQueue({ redisUrl: url, prefix, policy, logger: testLogger });
  const inspector = new Queue(QUEUE_NAME, { connection: { url }, prefix });
  return {
    queue,
    async outcome(jobId) {
      const job = await inspector.getJob(jobId);
      if (!job) throw new Error(`job ${jobId} is gone`);
      return { state: await job.getState(), attempts: job.attemptsMade };
    },
    async close() {
      expect(await worker.stop()).toBe(0);
      await queue.close();
      await inspector.obliterate({ force: true });
      await inspector.close();
      await database?.drop();
    },
  };
}

/** The default adapter: the same processors inside this process. */
async function inProcess(smtp: TestSmtpServer): Promise<QueueUnderTest> {
  const mailer = createMailer({ smtpUrl: smtp.url, mailDir: '', from: MAIL_FROM, logger: testLogger });
  const deliveries = new InMemoryMailDeliveries();
  const storage = new LocalFileStorage(path.join(tmpdir(), uniqueName('uploads')));
  const queue = new InProcessJobQueue({
    // E-mail and files only: a job that needs the database fails loudly.
    processors: createProcessors((context) => ({
      mail: {
        mailer: deliveredOnce(mailer, deliveries, context.jobKey),
        emailSecrets: new FakeEmailSecrets(),
      },
      files: {
        storage,
        frames: { frameOf: () => Promise.reject(new Error('no videos in this test')) },
      },
      get blog(): JobServices['blog'] {
        throw new Error('no database in this test');
      },
      get clients(): JobServices['clients'] {
        throw new Error('no database in this test');
      },
      get booking(): JobServices['booking'] {
        throw new Error('no database in this test');
      },
      logger: testLogger,
    })),
    policy,
    logger: testLogger,
  });
  return {
    queue,
    async outcome(jobId) {
      await queue.drain();
      const failed = queue.failed.find((job) => job.id === jobId);
      return failed ? { state: 'failed', attempts: failed.attempts } : { state: 'completed', attempts: 0 };
    },
    async close() {
      await queue.close();
      mailer.close();
    },
  };
}

const redis = redisUrl();
const postgres = postgresUrl();
const adapters: Array<[string, (smtp: TestSmtpServer) => Promise<QueueUnderTest>]> = [
  ['in-process queue', inProcess],
];
// The worker process needs PostgreSQL (it publishes scheduled posts); it never opens PGlite.
if (redis && postgres)
  adapters.unshift(['BullMQ queue with a worker process', (smtp) => bullmqWithWorkerProcess(smtp, redis)]);

describe.each(adapters)('e-mail through the %s', (_name, setUp) => {
  let smtp: TestSmtpServer;
  let subject: QueueUnderTest;
  afterEach(async () => {
    await subject.close();
    await smtp.close();
  });

  it('delivers the message to the SMTP server with the right headers, retrying after a refusal', async () => {
    smtp = await startTestSmtpServer({ refuseFirst: 1 });
    subject = await setUp(smtp);
    await sendEmail(
      { queue: subject.queue },
      {
        to: 'client@example.org',
        subject: 'Your proposal is ready',
        text: 'Hello, your proposal is ready to review.',
        html: '<p>Hello, your proposal is ready to review.</p>',
        replyTo: 'owner@example.com',
      },
    );

    const [mail] = await smtp.waitForMessages(1);
    // The worker that delivered it is counted.
    expect(await subject.queue.workerCount()).toBe(1);
    expect(smtp.refusedCount()).toBe(1);
    expect(mail?.envelopeTo).toEqual(['client@example.org']);
    const parsed = mail?.parsed;
    expect(parsed?.from?.value).toEqual([{ address: 'hello@example.com', name: 'Site' }]);
    expect(parsed?.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('client@example.org');
    expect(parsed?.replyTo?.text).toBe('owner@example.com');
    expect(parsed?.subject).toBe('Your proposal is ready');
    expect(parsed?.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed?.date).toBeInstanceOf(Date);
    expect(parsed?.text?.trim()).toBe('Hello, your proposal is ready to review.');
    expect(parsed?.html).toContain('<p>Hello, your proposal is ready to review.</p>');
  });

  it('keeps a job that fails every attempt as failed, after the configured number of attempts', async () => {
    smtp = await startTestSmtpServer();
    subject = await setUp(smtp);
    const { jobId } = await sendEmail(
      { queue: subject.queue },
      { to: 'nobody@bounce.test', subject: 'Undeliverable', text: 'This address refuses mail.' },
    );

    await expect
      .poll(() => subject.outcome(jobId), { timeout: 20_000, interval: 100 })
      .toEqual({ state: 'failed', attempts: policy.attempts });
    expect(smtp.received).toEqual([]);
  });
});

describe.runIf(redis)('the BullMQ queue without a worker', () => {
  it('counts no worker, so a request waiting for a job answers after a short grace instead of timing out', async () => {
    const prefix = uniqueName('idle');
    const queue = new BullMqJobQueue({ redisUrl: redis ?? '', prefix, policy, logger: testLogger });
    const inspector = new Queue(QUEUE_NAME, { connection: { url: redis ?? '' }, prefix });
    try {
      expect(await queue.workerCount()).toBe(0);
      const { jobId } = await queue.enqueue('generate-cover', { title: 'Nobody draws this', content: '' });
      const started = performance.now();
      const status = await waitForJob(queue, 'generate-cover', jobId, 20_000);
      expect(status.state).toBe('waiting');
      // A few seconds' grace for a worker being restarted, not the 20 the wait allows.
      expect(performance.now() - started).toBeGreaterThan(2500);
      expect(performance.now() - started).toBeLessThan(8000);
    } finally {
      await inspector.obliterate({ force: true });
      await inspector.close();
      await queue.close();
    }
  });
});

describe('the BullMQ queue while Redis is away', () => {
  it('refuses a job at once instead of leaving the request waiting, and says so on ping', async () => {
    // Nothing listens on the discard port: the connection is refused and retried in the background.
    const queue = new BullMqJobQueue({
      redisUrl: 'redis://127.0.0.1:9',
      prefix: uniqueName('away'),
      policy,
      logger: testLogger,
    });
    try {
      const started = performance.now();
      await expect(
        sendEmail({ queue }, { to: 'someone@example.com', subject: 'Hello', text: 'Hi' }),
      ).rejects.toThrow(/^job queue unavailable: Redis is (connecting|reconnecting)/);
      await expect(queue.status('send-email', '1')).rejects.toThrow(QueueUnavailableError);
      // A moment for the connection being made, not the five seconds a hung call would get.
      expect(performance.now() - started).toBeLessThan(4000);
      await expect(queue.ping()).rejects.toThrow();
    } finally {
      await queue.close();
    }
  });
});
