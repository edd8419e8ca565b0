import { describe, expect, it } from 'vitest';
import { likeState } from '#application/engagement/like-state.ts';
import type { EngagementRequest } from '#application/engagement/ports.ts';
import { recordView } from '#application/engagement/record-view.ts';
import { toggleLike } from '#application/engagement/toggle-like.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const reader = (sessionId: string): EngagementRequest => ({
  viewer: { kind: 'session', sessionId },
  ip: '1.2.3.4',
  userAgent: 'Test',
});

describe('likeState', () => {
  it('says whether this reader likes the post, with the live like and view counts', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'hello' });
    await toggleLike(deps, reader('s-1'), post.id);
    await toggleLike(deps, reader('s-2'), post.id);
    await recordView(deps, reader('s-3'), { postId: post.id });
    expect(await likeState(deps, reader('s-1'), post.id)).toEqual({
      liked: true,
      likeCount: 2,
      viewCount: 1,
    });
    expect(await likeState(deps, reader('s-3'), post.id)).toEqual({
      liked: false,
      likeCount: 2,
      viewCount: 1,
    });
  });

  it('answers a reader without a cookie with the counts, not liked', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'hello', likeCount: 0 });
    await toggleLike(deps, reader('s-1'), post.id);
    expect(await likeState(deps, { viewer: null, ip: '1.2.3.4', userAgent: undefined }, post.id)).toEqual({
      liked: false,
      likeCount: 1,
      viewCount: 0,
    });
  });

  it('shows a like taken back as not liked', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'hello' });
    await toggleLike(deps, reader('s-1'), post.id);
    await toggleLike(deps, reader('s-1'), post.id);
    expect(await likeState(deps, reader('s-1'), post.id)).toMatchObject({ liked: false, likeCount: 0 });
  });
});
