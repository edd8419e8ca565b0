import { describe, expect, it, vi } from 'vitest';
import { type JobContext, type JobProcessors, PermanentJobError } from '#application/jobs/ports.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { testLogger } from '../../fixtures/fakes/logger.ts';

const message = { to: 'a@example.org', subject: 'Hi', text: 'Hello' };

function queueWith(processor: (payload: typeof message) => Promise<void>, attempts = 3) {
  const sendEmail: JobProcessors['send-email'] = async (payload) => {
    await processor(payload);
    return null;
  };
  return new InProcessJobQueue({
    processors: { 'send-email': sendEmail } as JobProcessors,
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

  it('reports progress and hands back the result', async () => {
    let release = () => {};
    const queue = new InProcessJobQueue({
      processors: {
        'generate-cover': async (_payload: unknown, context: JobContext) => {
          await context.reportProgress(40);
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { url: '/storage/blog-images/x.png', width: 1200, height: 630 };
        },
      } as unknown as JobProcessors,
      policy: { attempts: 3, backoffMs: 5 },
      logger: testLogger,
    });
    const { jobId } = await queue.enqueue('generate-cover', { title: 'T', content: '' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await queue.status('generate-cover', jobId)).toEqual({ state: 'active', progress: 40 });
    release();
    await queue.drain();
    expect(await queue.status('generate-cover', jobId)).toEqual({
      state: 'completed',
      progress: 100,
      result: { url: '/storage/blog-images/x.png', width: 1200, height: 630 },
    });
    expect(await queue.status('generate-cover', 'no-such-job')).toEqual({ state: 'unknown', progress: 0 });
  });

  it('gives up at once on a permanent failure', async () => {
    let calls = 0;
    const queue = queueWith(async () => {
      calls++;
      throw new PermanentJobError('not an image');
    }, 5);
    const { jobId } = await queue.enqueue('send-email', message);
    await queue.drain();
    expect(calls).toBe(1);
    expect(await queue.status('send-email', jobId)).toMatchObject({ state: 'failed', error: 'not an image' });
  });

  it('runs a delayed job later, and a job id already queued only once', async () => {
    const runs: number[] = [];
    const queue = queueWith(async () => {
      runs.push(Date.now());
    });
    const queuedAt = Date.now();
    const first = await queue.enqueue('send-email', message, { delayMs: 40, jobId: 'publish-1' });
    const again = await queue.enqueue('send-email', message, { delayMs: 40, jobId: 'publish-1' });
    expect(again.jobId).toBe(first.jobId);
    expect((await queue.status('send-email', 'publish-1')).state).toBe('delayed');
    await queue.drain();
    expect(runs).toHaveLength(1);
    expect((runs[0] ?? 0) - queuedAt).toBeGreaterThanOrEqual(35);
  });

  it('runs a job delayed past the longest timer (about 24.8 days) on time, not at once', async () => {
    vi.useFakeTimers();
    try {
      const seen: unknown[] = [];
      const queue = queueWith(async (payload) => {
        seen.push(payload);
      });
      const day = 86_400_000;
      await queue.enqueue('send-email', message, { delayMs: 40 * day });
      await vi.advanceTimersByTimeAsync(39 * day);
      expect(seen).toEqual([]);
      expect(
        (await queue.status('send-email', (await queue.enqueue('send-email', message, { delayMs: 1 })).jobId))
          .state,
      ).toBe('delayed');
      await vi.advanceTimersByTimeAsync(day);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
