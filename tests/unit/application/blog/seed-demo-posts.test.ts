import { describe, expect, it } from 'vitest';
import { DEMO_POSTS } from '#application/blog/demo-posts.ts';
import { seedDemoPosts } from '#application/blog/seed-demo-posts.ts';
import { inMemoryBlogDeps } from '../../../fixtures/in-memory-blog.ts';

describe('seedDemoPosts', () => {
  it('shows a fresh site the demo posts, published on their dates with their tags', async () => {
    const deps = inMemoryBlogDeps();
    expect(await seedDemoPosts(deps, 'owner-1')).toEqual({ outcome: 'seeded', count: DEMO_POSTS.length });
    expect(await deps.posts.countAll()).toBe(DEMO_POSTS.length);
    for (const demo of DEMO_POSTS)
      expect(deps.blog.bySlug(demo.slug)).toMatchObject({
        title: demo.title,
        excerpt: demo.excerpt,
        tags: demo.tags,
        published: true,
        publishedAt: new Date(demo.publishedAt),
        createdAt: new Date(demo.publishedAt),
        authorId: 'owner-1',
      });
  });

  it('adds nothing once any post exists, even a draft', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'mine', published: false });
    expect(await seedDemoPosts(deps, 'owner-1')).toEqual({ outcome: 'skipped' });
    expect(await deps.posts.countAll()).toBe(1);
  });

  it('adds nothing on a second start', async () => {
    const deps = inMemoryBlogDeps();
    await seedDemoPosts(deps, null);
    expect(await seedDemoPosts(deps, null)).toEqual({ outcome: 'skipped' });
    expect(await deps.posts.countAll()).toBe(DEMO_POSTS.length);
  });
});
