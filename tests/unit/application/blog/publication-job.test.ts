import { describe, expect, it } from 'vitest';
import { queuePublication } from '#application/blog/publication-job.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const NOW = new Date('2026-03-10T09:00:00.000Z');

describe('queuePublication', () => {
  it('queues a delayed job for the time left, named after the post and the instant', async () => {
    const queue = new InMemoryJobQueue();
    const at = new Date(NOW.getTime() + 5 * 60_000);
    await queuePublication({ queue, clock: new FixedClock(NOW) }, 'post-1', at);
    expect(queue.jobs).toEqual([
      {
        name: 'publish-scheduled-post',
        payload: { postId: 'post-1', scheduledFor: at.toISOString() },
        jobId: `publish-post-1-${at.getTime()}`,
        delayMs: 5 * 60_000,
      },
    ]);
  });

  it('runs a job whose time has already come at once (no negative delay)', async () => {
    const queue = new InMemoryJobQueue();
    await queuePublication({ queue, clock: new FixedClock(NOW) }, 'post-1', new Date(NOW.getTime() - 1000));
    expect(queue.jobs[0]?.delayMs).toBe(0);
  });

  it('adds nothing when the same post and instant are queued again', async () => {
    const queue = new InMemoryJobQueue();
    const deps = { queue, clock: new FixedClock(NOW) };
    const at = new Date(NOW.getTime() + 60_000);
    await queuePublication(deps, 'post-1', at);
    await queuePublication(deps, 'post-1', at);
    expect(queue.jobs).toHaveLength(1);
  });
});
