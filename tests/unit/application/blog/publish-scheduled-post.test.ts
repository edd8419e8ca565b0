import { describe, expect, it } from 'vitest';
import { publishScheduledPost } from '#application/blog/publish-scheduled-post.ts';
import { inMemoryBlogDeps } from '../../../fixtures/in-memory-blog.ts';
import { FixedClock } from '../../../fixtures/in-memory-shared.ts';

const AT = new Date('2026-03-10T09:00:00.000Z');
const payload = (postId: string, at = AT) => ({ postId, scheduledFor: at.toISOString() });

function setUp(now = AT) {
  const deps = inMemoryBlogDeps(new FixedClock(now));
  const post = deps.blog.add({
    slug: 'later',
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
