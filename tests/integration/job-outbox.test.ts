import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnqueueOptions, JobQueue, KeptJob } from '#application/jobs/ports.ts';
import { OrmJobOutbox } from '#infrastructure/orm/jobs/job-outbox.ts';
import { OutboxJobQueue } from '#infrastructure/queue/outbox-job-queue.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const NOW = new Date('2026-11-28T10:00:00Z');
const clock = { now: () => NOW };

/** A queue that is away until `back()`: it refuses every job, then takes them and lists them. */
function queueAway() {
  let away = true;
  const taken: Array<{ name: string; payload: unknown; options: EnqueueOptions }> = [];
  const queue: JobQueue = {
    async enqueue(name, payload, options = {}) {
      if (away) throw new Error('job queue unavailable: Redis is reconnecting');
      // Slow enough that two relays at once would both be sending.
      await sleep(20);
      taken.push({ name, payload, options });
      return { jobId: options.jobId ?? 'no id' };
    },
    status: async () => ({ state: 'unknown', progress: 0 }),
    ping: async () => !away,
    workerCount: async () => null,
    close: async () => {},
  };
  return { queue, taken, back: () => (away = false) };
}

describe('the job outbox', () => {
  let test: OpenTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test?.close());

  it('keeps deferrable jobs while the queue is away, and two relays at once queue each exactly once', async () => {
    const away = queueAway();
    const outbox = new OrmJobOutbox(() => test.database.fork());
    const queue = new OutboxJobQueue({ queue: away.queue, outbox, clock, logger: testLogger });
    const message = (n: number) => ({ to: `reader-${n}@example.com`, subject: `Hello ${n}`, text: 'Hi.' });
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => (await queue.enqueue('send-email', message(n))).jobId),
    );
    // Asked for again by the same id (a request retried): one job still.
    await queue.enqueue('send-email', message(1), { jobId: ids[0] });
    const reminder = await queue.enqueue(
      'send-booking-reminder',
      { bookingId: 'b1', startsAt: '2026-11-29T10:00:00Z' },
      { delayMs: 60_000, jobId: 'reminder-b1' },
    );
    // A job a request waits for is not kept: the request is told at once.
    await expect(queue.enqueue('generate-cover', { title: 'T', content: '' })).rejects.toThrow(/unavailable/);

    away.back();
    // Two web processes relaying the same table at the same moment.
    const other = new OutboxJobQueue({ queue: away.queue, outbox, clock, logger: testLogger });
    await Promise.all([queue.relay(), other.relay()]);

    expect(away.taken.map((job) => job.options.jobId).sort()).toEqual([...ids, reminder.jobId].sort());
    const kept = away.taken.find((job) => job.options.jobId === 'reminder-b1');
    expect(kept?.options.delayMs).toBe(60_000);
    let left = 0;
    await outbox.relay(async (_job: KeptJob) => {
      left += 1;
    }, 100);
    expect(left).toBe(0);
    await Promise.all([queue.close(), other.close()]);
  });
});
