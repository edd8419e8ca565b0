import { describe, expect, it } from 'vitest';
import { admitReader, requirePublished } from '#application/engagement/admit-reader.ts';
import { ENGAGEMENT_LIMITS } from '#domain/engagement/viewer.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

describe('admitReader', () => {
  it('lets a reader with a session in and says who they are', async () => {
    const deps = inMemoryBlogDeps();
    const viewer = { kind: 'session', sessionId: 's-1' } as const;
    expect(await admitReader(deps, 'view', { viewer, ip: '1.2.3.4', userAgent: undefined })).toEqual(viewer);
  });

  it('counts the request against its IP address before asking for a cookie', async () => {
    const deps = inMemoryBlogDeps();
    await expect(
      admitReader(deps, 'like', { viewer: null, ip: '1.2.3.4', userAgent: undefined }),
    ).rejects.toMatchObject({
      message: 'Please enable cookies to like posts.',
    });
    expect(deps.limiter.counts.get('engagement:like:1.2.3.4')).toBe(1);
  });

  it('refuses past the per-minute limit of the action', async () => {
    const deps = inMemoryBlogDeps();
    const request = { viewer: { kind: 'user', userId: 'u' } as const, ip: '1.2.3.4', userAgent: undefined };
    for (let index = 0; index < ENGAGEMENT_LIMITS.like.max; index++) await admitReader(deps, 'like', request);
    await expect(admitReader(deps, 'like', request)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: ENGAGEMENT_LIMITS.like.windowMs,
    });
  });
});

describe('requirePublished', () => {
  it('passes a published post and answers a draft or a missing one with "Post Not Found"', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'live' });
    const draft = deps.blog.add({ slug: 'draft', published: false });
    await expect(requirePublished(deps, post.id)).resolves.toBeUndefined();
    await expect(requirePublished(deps, draft.id)).rejects.toMatchObject({ message: 'Post Not Found' });
    await expect(requirePublished(deps, 'missing')).rejects.toMatchObject({ code: 'BLOG.POST_NOT_FOUND' });
  });
});
