import { describe, expect, it } from 'vitest';
import { sitemapPosts } from '#application/blog/sitemap-posts.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('sitemapPosts', () => {
  it('lists every published post with its last change, and no drafts', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'old', createdAt: day(1), updatedAt: day(8) });
    deps.blog.add({ slug: 'new', createdAt: day(5) });
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(9) });
    expect(await sitemapPosts(deps)).toEqual([
      { slug: 'new', updatedAt: day(5).toISOString() },
      { slug: 'old', updatedAt: day(8).toISOString() },
    ]);
  });
});
