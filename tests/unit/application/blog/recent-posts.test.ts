import { describe, expect, it } from 'vitest';
import { recentPosts } from '#application/blog/recent-posts.ts';
import { RECENT_POSTS_LIMIT } from '#domain/blog/post.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('recentPosts', () => {
  it("gives the home page's posts in the reader's language", async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({
      slug: 'a',
      title: 'Hello',
      translations: { pt: { title: 'Olá', excerpt: 'Resumo', content: 'Texto' } },
    });
    expect(await recentPosts(deps, 'pt')).toMatchObject([{ slug: 'a', title: 'Olá', excerpt: 'Resumo' }]);
  });

  it('gives the home page the newest published posts, by publication date', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'written-first-published-last', createdAt: day(1), publishedAt: day(30) });
    for (let n = 2; n <= 6; n++) deps.blog.add({ slug: `post-${n}`, createdAt: day(n) });
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(40) });
    const recent = await recentPosts(deps);
    expect(recent).toHaveLength(RECENT_POSTS_LIMIT);
    expect(recent.map((post) => post.slug)).toEqual(['written-first-published-last', 'post-6', 'post-5']);
    expect(recent[0]).toEqual({
      id: expect.any(String),
      slug: 'written-first-published-last',
      title: 'written-first-published-last',
      excerpt: null,
      imageUrl: null,
      publishedAt: day(30).toISOString(),
    });
  });

  it('gives nothing on a blog without published posts', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'draft', published: false });
    expect(await recentPosts(deps)).toEqual([]);
  });
});
