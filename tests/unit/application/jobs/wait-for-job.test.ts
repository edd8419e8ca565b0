import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForJob } from '#application/jobs/wait-for-job.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';

const IMAGE = { url: '/storage/blog-images/x.webp', width: 1200, height: 630 };

afterEach(() => {
  vi.useRealTimers();
});

describe('waitForJob', () => {
  it("answers with the worker's result as soon as the job completes", async () => {
    const queue = new InMemoryJobQueue();
    queue.answer('process-image', () => IMAGE);
    const { jobId } = await queue.enqueue('process-image', { incomingKey: 'in-1', purpose: 'image' });
    expect(await waitForJob(queue, 'process-image', jobId, 5000)).toEqual({
      state: 'completed',
      progress: 100,
      result: IMAGE,
    });
  });

  it('answers with the failure and its reason when the job fails', async () => {
    const queue = new InMemoryJobQueue();
    queue.answer('process-image', () => {
      throw new Error('not an image');
    });
    const { jobId } = await queue.enqueue('process-image', { incomingKey: 'in-1', purpose: 'image' });
    expect(await waitForJob(queue, 'process-image', jobId, 5000)).toMatchObject({
      state: 'failed',
      error: 'not an image',
    });
  });

  it('gives up when the time is up, with the job still running', async () => {
    vi.useFakeTimers();
    const queue = new InMemoryJobQueue();
    const { jobId } = await queue.enqueue('generate-cover', { title: 'T', content: '' });
    queue.progress(jobId, 40);
    const pending = waitForJob(queue, 'generate-cover', jobId, 1000);
    await vi.advanceTimersByTimeAsync(1100);
    expect(await pending).toEqual({ state: 'active', progress: 40 });
  });

  it('picks up a result that arrives while it waits', async () => {
    vi.useFakeTimers();
    const queue = new InMemoryJobQueue();
    const { jobId } = await queue.enqueue('generate-cover', { title: 'T', content: '' });
    const pending = waitForJob(queue, 'generate-cover', jobId, 10_000);
    await vi.advanceTimersByTimeAsync(500);
    queue.complete(jobId, IMAGE);
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toMatchObject({ state: 'completed', result: IMAGE });
  });

  it('stops early, the job left queued, when no worker has been running for 3 seconds', async () => {
    vi.useFakeTimers();
    const queue = new InMemoryJobQueue();
    queue.workers = 0;
    const { jobId } = await queue.enqueue('process-image', { incomingKey: 'in-1', purpose: 'image' });
    let settled = false;
    const pending = waitForJob(queue, 'process-image', jobId, 30_000).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(true);
    expect(await pending).toEqual({ state: 'waiting', progress: 0 });
  });

  it('keeps waiting while the queue cannot tell how many workers there are', async () => {
    vi.useFakeTimers();
    const queue = new InMemoryJobQueue();
    queue.workers = null;
    const { jobId } = await queue.enqueue('process-image', { incomingKey: 'in-1', purpose: 'image' });
    let settled = false;
    const pending = waitForJob(queue, 'process-image', jobId, 10_000).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1200);
    expect(await pending).toMatchObject({ state: 'waiting' });
  });
});
