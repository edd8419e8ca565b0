import { describe, expect, it } from 'vitest';
import { publishScheduledPost, SCHEDULER_ACTOR } from '#application/blog/publish-scheduled-post.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const AT = new Date('2026-03-10T09:00:00.000Z');
const payload = (postId: string, at = AT) => ({ postId, scheduledFor: at.toISOString() });

function setUp(now = AT) {
  const deps = inMemoryBlogDeps(new FixedClock(now));
  const post = deps.blog.add({
    slug: 'later',
    title: 'Later',
    published: false,
    scheduledAt: AT,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  return { deps, post };
}

describe('publishScheduledPost (the publish-scheduled-post job)', () => {
  it('publishes the post at its scheduled instant and drops cached pages', async () => {
    const { deps, post } = setUp();
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: true });
    expect(deps.blog.byId(post.id)).toMatchObject({
      published: true,
      publishedAt: AT,
      scheduledAt: null,
      firstPublishedAt: AT,
    });
    expect(await deps.posts.isPublished(post.id)).toBe(true);
    expect(deps.events.changes).toBe(1);
  });

  it('records the publication in the audit log, by the scheduler; a second run records nothing', async () => {
    const { deps, post } = setUp();
    await publishScheduledPost(deps, payload(post.id));
    await publishScheduledPost(deps, payload(post.id));
    expect(deps.audit.entries).toEqual([
      {
        actor: {
          kind: 'scheduler',
          id: null,
          name: 'Scheduled publication',
          role: null,
          ip: null,
          userAgent: null,
        },
        action: 'post.published',
        subject: { type: 'post', id: post.id, label: 'Later' },
        before: { status: 'scheduled', scheduledAt: AT.toISOString() },
        after: { status: 'published', scheduledAt: null },
      },
    ]);
    expect(deps.audit.entries[0]?.actor).toBe(SCHEDULER_ACTOR);
  });

  it('records nothing when it publishes nothing: too early, moved, or deleted', async () => {
    const early = setUp(new Date(AT.getTime() - 60_000));
    await publishScheduledPost(early.deps, payload(early.post.id));
    const moved = setUp();
    moved.post.scheduledAt = new Date(AT.getTime() + 3_600_000);
    await publishScheduledPost(moved.deps, payload(moved.post.id));
    const deleted = setUp();
    await deleted.deps.editor.delete(deleted.post.id);
    await publishScheduledPost(deleted.deps, payload(deleted.post.id));
    expect([...early.deps.audit.entries, ...moved.deps.audit.entries, ...deleted.deps.audit.entries]).toEqual(
      [],
    );
  });

  it('publishes a timer that fires a moment early (within 2 seconds)', async () => {
    const { deps, post } = setUp(new Date(AT.getTime() - 1500));
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: true });
  });

  it('does not publish a timer that fires well before the time', async () => {
    const { deps, post } = setUp(new Date(AT.getTime() - 60_000));
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
    expect(deps.blog.byId(post.id)).toMatchObject({ published: false, scheduledAt: AT });
  });

  it('does nothing on a second run', async () => {
    const { deps, post } = setUp();
    await publishScheduledPost(deps, payload(post.id));
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
    expect(deps.events.changes).toBe(1);
  });

  it('does nothing when the owner moved the post to another time', async () => {
    const { deps, post } = setUp();
    post.scheduledAt = new Date(AT.getTime() + 3_600_000);
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
    expect(deps.blog.byId(post.id)?.published).toBe(false);
    expect(deps.events.changes).toBe(0);
  });

  it('does nothing when the owner took the post back to a draft', async () => {
    const { deps, post } = setUp();
    post.scheduledAt = null;
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
    expect(deps.blog.byId(post.id)?.published).toBe(false);
  });

  it('keeps the publication time of a post the owner already published by hand', async () => {
    const { deps, post } = setUp();
    const byHand = new Date(AT.getTime() - 3_600_000);
    Object.assign(post, { published: true, publishedAt: byHand, scheduledAt: null });
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
    expect(deps.blog.byId(post.id)?.publishedAt).toEqual(byHand);
  });

  it('does nothing for a post deleted meanwhile', async () => {
    const { deps, post } = setUp();
    await deps.editor.delete(post.id);
    expect(await publishScheduledPost(deps, payload(post.id))).toEqual({ published: false });
  });
});
