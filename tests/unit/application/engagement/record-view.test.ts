import { describe, expect, it } from 'vitest';
import type { EngagementRequest } from '#application/engagement/ports.ts';
import { recordView } from '#application/engagement/record-view.ts';
import { ENGAGEMENT_LIMITS } from '#domain/engagement/viewer.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const reader = (sessionId: string, extra: Partial<EngagementRequest> = {}): EngagementRequest => ({
  viewer: { kind: 'session', sessionId },
  ip: '1.2.3.4',
  userAgent: 'Mozilla/5.0 (Test)',
  ...extra,
});

function setUp() {
  const deps = inMemoryBlogDeps();
  const post = deps.blog.add({ slug: 'hello' });
  return { deps, post };
}

describe('recordView', () => {
  it('counts a view once per viewer: a repeat is ignored without error', async () => {
    const { deps, post } = setUp();
    expect(await recordView(deps, reader('s-1'), { postId: post.id })).toEqual({
      recorded: true,
      viewCount: 1,
    });
    expect(await recordView(deps, reader('s-1'), { postId: post.id })).toEqual({
      recorded: false,
      viewCount: 1,
    });
    expect(await recordView(deps, reader('s-2'), { postId: post.id })).toEqual({
      recorded: true,
      viewCount: 2,
    });
    expect(deps.blog.views).toHaveLength(2);
  });

  it('counts a signed-in user once, whichever device or address they read from', async () => {
    const { deps, post } = setUp();
    const user = { kind: 'user', userId: 'user-1' } as const;
    await recordView(deps, reader('ignored', { viewer: user }), { postId: post.id });
    const again = await recordView(deps, reader('ignored', { viewer: user, ip: '9.9.9.9' }), {
      postId: post.id,
    });
    expect(again).toEqual({ recorded: false, viewCount: 1 });
    expect(deps.blog.views.map((view) => view.viewerId)).toEqual(['user-1']);
  });

  it('keeps where the reader came from ("direct" when the browser says nothing) and their browser', async () => {
    const { deps, post } = setUp();
    await recordView(deps, reader('s-1'), { postId: post.id, referrer: 'https://news.example/item?id=1' });
    await recordView(deps, reader('s-2', { userAgent: undefined }), { postId: post.id, referrer: '  ' });
    await recordView(deps, reader('s-3'), {
      postId: post.id,
      referrer: `https://x.example/${'a'.repeat(900)}`,
    });
    expect(
      deps.blog.views.map((view) => [
        view.referrer.length > 100 ? view.referrer.length : view.referrer,
        view.userAgent,
      ]),
    ).toEqual([
      ['https://news.example/item?id=1', 'Mozilla/5.0 (Test)'],
      ['direct', ''],
      [500, 'Mozilla/5.0 (Test)'],
    ]);
  });

  it('answers a draft or a missing post with "Post Not Found" and stores nothing', async () => {
    const { deps } = setUp();
    const draft = deps.blog.add({ slug: 'draft', published: false });
    for (const postId of [draft.id, '00000000-0000-4000-8000-00000000dead'])
      await expect(recordView(deps, reader('s-1'), { postId })).rejects.toMatchObject({
        code: 'BLOG.POST_NOT_FOUND',
        message: 'Post Not Found',
      });
    expect(deps.blog.views).toEqual([]);
    expect(draft.viewCount).toBe(0);
  });

  it('never counts a request without any cookie', async () => {
    const { deps, post } = setUp();
    await expect(recordView(deps, reader('x', { viewer: null }), { postId: post.id })).rejects.toMatchObject({
      code: 'ENGAGEMENT.SESSION_REQUIRED',
    });
    expect(post.viewCount).toBe(0);
  });

  it('refuses the 61st view in a minute from one IP address, of any posts', async () => {
    const { deps } = setUp();
    const posts = Array.from({ length: ENGAGEMENT_LIMITS.view.max + 1 }, (_, index) =>
      deps.blog.add({ slug: `post-${index}` }),
    );
    for (const [index, post] of posts.slice(0, -1).entries())
      await recordView(deps, reader(`s-${index}`), { postId: post.id });
    await expect(
      recordView(deps, reader('s-late'), { postId: posts.at(-1)?.id ?? '' }),
    ).rejects.toMatchObject({
      code: 'ENGAGEMENT.RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(posts.map((post) => post.viewCount)).toEqual([...Array(ENGAGEMENT_LIMITS.view.max).fill(1), 0]);
  });

  it('counts views and likes under separate limits', async () => {
    const { deps, post } = setUp();
    for (let index = 0; index < ENGAGEMENT_LIMITS.viewsOfPostPerNetwork.max; index++)
      await recordView(deps, reader(`s-${index}`), { postId: post.id });
    expect(deps.limiter.counts.get('engagement:view:1.2.3.4')).toBe(
      ENGAGEMENT_LIMITS.viewsOfPostPerNetwork.max,
    );
    expect(deps.limiter.counts.has('engagement:like:1.2.3.4')).toBe(false);
  });

  it('counts at most a few views of one post from one network a day, however many cookies it makes', async () => {
    const { deps, post } = setUp();
    let last = { recorded: true, viewCount: 0 };
    for (let cookie = 0; cookie < 40; cookie++)
      last = await recordView(deps, reader(`minted-${cookie}`, { ip: '203.0.113.9' }), { postId: post.id });
    expect(last).toEqual({ recorded: false, viewCount: ENGAGEMENT_LIMITS.viewsOfPostPerNetwork.max });
    expect(
      await recordView(deps, reader('neighbour', { ip: '198.51.100.1' }), { postId: post.id }),
    ).toMatchObject({
      recorded: true,
    });
  });
});
