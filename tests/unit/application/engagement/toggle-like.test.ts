import { describe, expect, it } from 'vitest';
import type { EngagementRequest } from '#application/engagement/ports.ts';
import { toggleLike } from '#application/engagement/toggle-like.ts';
import { ENGAGEMENT_LIMITS } from '#domain/engagement/viewer.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const reader = (sessionId: string, ip = '1.2.3.4'): EngagementRequest => ({
  viewer: { kind: 'session', sessionId },
  ip,
  userAgent: 'Test',
});
const member = (userId: string, ip = '1.2.3.4'): EngagementRequest => ({
  viewer: { kind: 'user', userId },
  ip,
  userAgent: 'Test',
});

function setUp() {
  const deps = inMemoryBlogDeps();
  const post = deps.blog.add({ slug: 'hello' });
  return { deps, post };
}

describe('toggleLike', () => {
  it('likes a published post, then takes the like back, with the count each time', async () => {
    const { deps, post } = setUp();
    expect(await toggleLike(deps, reader('s-1'), post.id)).toEqual({ liked: true, likeCount: 1 });
    expect(await toggleLike(deps, reader('s-1'), post.id)).toEqual({ liked: false, likeCount: 0 });
    expect(deps.blog.likes).toEqual([]);
  });

  it('counts every reader once: two sessions and a signed-in user make three likes', async () => {
    const { deps, post } = setUp();
    await toggleLike(deps, reader('s-1'), post.id);
    await toggleLike(deps, reader('s-2'), post.id);
    expect(await toggleLike(deps, member('user-1'), post.id)).toEqual({ liked: true, likeCount: 3 });
    expect(await toggleLike(deps, reader('s-2'), post.id)).toEqual({ liked: false, likeCount: 2 });
    expect(deps.blog.byId(post.id)?.likeCount).toBe(2);
  });

  it("never takes back someone else's like: a session and a user with the same id are two readers", async () => {
    const { deps, post } = setUp();
    await toggleLike(deps, member('same-id'), post.id);
    expect(await toggleLike(deps, reader('same-id'), post.id)).toEqual({ liked: true, likeCount: 2 });
  });

  it('keeps likes of one post apart from another', async () => {
    const { deps, post } = setUp();
    const other = deps.blog.add({ slug: 'other' });
    await toggleLike(deps, reader('s-1'), post.id);
    expect(await toggleLike(deps, reader('s-1'), other.id)).toEqual({ liked: true, likeCount: 1 });
    expect(deps.blog.byId(post.id)?.likeCount).toBe(1);
  });

  it('answers a draft with "Post Not Found" and counts nothing', async () => {
    const { deps } = setUp();
    const draft = deps.blog.add({ slug: 'draft', published: false });
    await expect(toggleLike(deps, reader('s-1'), draft.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'BLOG.POST_NOT_FOUND',
      message: 'Post Not Found',
    });
    expect(deps.blog.likes).toEqual([]);
    expect(draft.likeCount).toBe(0);
  });

  it('answers a post that does not exist with "Post Not Found"', async () => {
    const { deps } = setUp();
    await expect(
      toggleLike(deps, reader('s-1'), '00000000-0000-4000-8000-00000000dead'),
    ).rejects.toMatchObject({ message: 'Post Not Found' });
  });

  it('refuses a request without any cookie with "Please enable cookies to like posts."', async () => {
    const { deps, post } = setUp();
    await expect(
      toggleLike(deps, { viewer: null, ip: '1.2.3.4', userAgent: 'curl' }, post.id),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'ENGAGEMENT.SESSION_REQUIRED',
      message: 'Please enable cookies to like posts.',
    });
    expect(post.likeCount).toBe(0);
  });

  it('refuses the 31st like in a minute from one IP address, whoever sends it', async () => {
    const { deps, post } = setUp();
    // Each like of another post: one post's share from one address is smaller (below).
    for (let index = 0; index < ENGAGEMENT_LIMITS.like.max; index++)
      await toggleLike(deps, reader(`s-${index}`), deps.blog.add({ slug: `post-${index}` }).id);
    await expect(toggleLike(deps, reader('s-late'), post.id)).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'ENGAGEMENT.RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(post.likeCount).toBe(0);
    // Another address is not held back, and the first one may like again a minute later.
    await expect(toggleLike(deps, reader('s-late', '5.6.7.8'), post.id)).resolves.toMatchObject({
      liked: true,
    });
    deps.clock.advance(ENGAGEMENT_LIMITS.like.windowMs);
    await expect(toggleLike(deps, reader('s-later'), post.id)).resolves.toMatchObject({ liked: true });
  });

  it('counts cookieless requests against the IP address too', async () => {
    const { deps, post } = setUp();
    for (let index = 0; index < ENGAGEMENT_LIMITS.like.max; index++)
      await toggleLike(deps, { viewer: null, ip: '1.2.3.4', userAgent: 'bot' }, post.id).catch(
        () => undefined,
      );
    await expect(toggleLike(deps, reader('s-1'), post.id)).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('counts at most a few likes of one post from one network a day, however many cookies it makes', async () => {
    const { deps, post } = setUp();
    const liked: number[] = [];
    for (let cookie = 0; cookie < 40; cookie++)
      liked.push(
        await toggleLike(deps, reader(`minted-${cookie}`, '203.0.113.9'), post.id).then(
          (state) => state.likeCount,
          () => -1,
        ),
      );
    expect(deps.blog.byId(post.id)?.likeCount).toBe(ENGAGEMENT_LIMITS.likesOfPostPerNetwork.max);
    expect(liked.at(-1)).toBe(-1);
    // Another household still likes it.
    expect(await toggleLike(deps, reader('neighbour', '198.51.100.1'), post.id)).toMatchObject({
      liked: true,
    });
  });
});
