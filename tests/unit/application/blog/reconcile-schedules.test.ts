import { describe, expect, it } from 'vitest';
import { reconcileSchedules } from '#application/blog/reconcile-schedules.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

function setUp() {
  const deps = inMemoryBlogDeps(new FixedClock(NOW));
  const missed = deps.blog.add({ slug: 'missed', published: false, scheduledAt: minutes(-30) });
  const dueNow = deps.blog.add({ slug: 'due-now', published: false, scheduledAt: NOW });
  const later = deps.blog.add({ slug: 'later', published: false, scheduledAt: minutes(45) });
  const draft = deps.blog.add({ slug: 'draft', published: false });
  const live = deps.blog.add({ slug: 'live' });
  return { deps, missed, dueNow, later, draft, live };
}

describe('reconcileSchedules (at start-up)', () => {
  it('publishes the posts whose time passed while nothing ran, at their own scheduled time', async () => {
    const { deps, missed, dueNow } = setUp();
    const result = await reconcileSchedules(deps);
    expect(result).toEqual({ published: 2, queued: 1 });
    expect(deps.blog.byId(missed.id)).toMatchObject({
      published: true,
      publishedAt: minutes(-30),
      scheduledAt: null,
    });
    expect(deps.blog.byId(dueNow.id)).toMatchObject({ published: true, publishedAt: NOW });
    expect(deps.events.changes).toBe(2);
    // Each is an entry of the audit log, by the scheduler.
    expect(deps.audit.entries.map((entry) => [entry.action, entry.actor.kind, entry.subject.id])).toEqual([
      ['post.published', 'scheduler', missed.id],
      ['post.published', 'scheduler', dueNow.id],
    ]);
  });

  it('queues the job of every post still waiting, under its job id and with the delay left', async () => {
    const { deps, later } = setUp();
    await reconcileSchedules(deps);
    expect(deps.queue.jobs).toEqual([
      {
        name: 'publish-scheduled-post',
        payload: { postId: later.id, scheduledFor: minutes(45).toISOString() },
        jobId: `publish-${later.id}-${minutes(45).getTime()}`,
        delayMs: 45 * 60_000,
      },
    ]);
    expect(deps.blog.byId(later.id)).toMatchObject({ published: false, scheduledAt: minutes(45) });
  });

  it('adds nothing on a second start where the queue kept the job', async () => {
    const { deps } = setUp();
    await reconcileSchedules(deps);
    expect(await reconcileSchedules(deps)).toEqual({ published: 0, queued: 1 });
    expect(deps.queue.jobs).toHaveLength(1);
  });

  it('leaves drafts and published posts alone', async () => {
    const { deps, draft, live } = setUp();
    await reconcileSchedules(deps);
    expect(deps.blog.byId(draft.id)).toMatchObject({ published: false, scheduledAt: null });
    expect(deps.blog.byId(live.id)?.publishedAt).toEqual(live.publishedAt);
  });

  it('has nothing to do on a blog without schedules', async () => {
    const deps = inMemoryBlogDeps(new FixedClock(NOW));
    deps.blog.add({ slug: 'live' });
    expect(await reconcileSchedules(deps)).toEqual({ published: 0, queued: 0 });
    expect(deps.events.changes).toBe(0);
  });
});
