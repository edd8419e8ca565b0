import { describe, expect, it } from 'vitest';
import type { JobProcessors } from '#application/jobs/ports.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { testLogger } from '../../fixtures/logger.ts';

const message = { to: 'a@example.org', subject: 'Hi', text: 'Hello' };

function queueWith(processor: JobProcessors['send-email'], attempts = 3) {
  return new InProcessJobQueue({
    processors: { 'send-email': processor },
    policy: { attempts, backoffMs: 5 },
    logger: testLogger,
  });
}

describe('InProcessJobQueue', () => {
  it('runs a job with a copy of its payload, as a queue that serialises would', async () => {
    const seen: unknown[] = [];
    const queue = queueWith(async (payload) => {
      seen.push(payload);
    });
    const payload = { ...message };
    await queue.enqueue('send-email', payload);
    payload.subject = 'changed after enqueue';
    await queue.drain();
    expect(seen).toEqual([message]);
  });

  it('retries a failing job until it succeeds', async () => {
    let calls = 0;
    const queue = queueWith(async () => {
      calls += 1;
      if (calls < 3) throw new Error('SMTP busy');
    });
    await queue.enqueue('send-email', message);
    await queue.drain();
    expect(calls).toBe(3);
    expect(queue.failed).toEqual([]);
  });

  it('keeps a job that failed every attempt, with its last error', async () => {
    const queue = queueWith(async () => {
      throw new Error('mailbox unavailable');
    }, 2);
    const { jobId } = await queue.enqueue('send-email', message);
    await queue.drain();
    expect(queue.failed).toMatchObject([
      { id: jobId, name: 'send-email', attempts: 2, error: 'mailbox unavailable' },
    ]);
  });

  it('lets a running job finish on close, then refuses new jobs', async () => {
    let finished = false;
    const queue = queueWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      finished = true;
    });
    await queue.enqueue('send-email', message);
    await queue.close();
    expect(finished).toBe(true);
    await expect(queue.enqueue('send-email', message)).rejects.toThrow('The job queue is shutting down');
    expect(await queue.ping()).toBe(false);
  });
});
