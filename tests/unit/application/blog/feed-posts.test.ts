import { describe, expect, it } from 'vitest';
import { FEED_SIZE, feedPosts } from '#application/blog/feed-posts.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('feedPosts', () => {
  it('gives each post in the asked language where translated', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({
      slug: 'translated',
      createdAt: day(2),
      translations: { de: { title: 'Der Beitrag', excerpt: null, content: 'Ein **deutscher** Text.' } },
    });
    deps.blog.add({ slug: 'english', createdAt: day(1), title: 'English only' });
    const feed = await feedPosts(deps, 'de');
    expect(feed.map((post) => post.title)).toEqual(['Der Beitrag', 'English only']);
    expect(feed[0]?.html).toContain('<strong>deutscher</strong>');
  });

  it('gives the latest published posts with their words rendered, newest publication first', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.authors.set('user-1', 'Ada Lovelace');
    deps.blog.add({ slug: 'first', createdAt: day(1), publishedAt: day(10), content: 'Hello *there*.' });
    deps.blog.add({
      slug: 'second',
      createdAt: day(2),
      publishedAt: day(3),
      updatedAt: day(4),
      excerpt: 'Summary.',
      authorId: 'user-1',
      tags: ['ai'],
      imageUrl: '/storage/blog-images/a.webp',
    });
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(20) });
    const feed = await feedPosts(deps);
    expect(feed.map((post) => post.slug)).toEqual(['first', 'second']);
    expect(feed[0]).toMatchObject({
      description: 'Hello there.',
      html: '<p>Hello <em>there</em>.</p>',
      publishedAt: day(10).toISOString(),
    });
    expect(feed[1]).toEqual({
      slug: 'second',
      title: 'second',
      description: 'Summary.',
      html: '<p>Content of second.</p>',
      publishedAt: day(3).toISOString(),
      updatedAt: day(4).toISOString(),
      authorName: 'Ada Lovelace',
      tags: ['ai'],
      imageUrl: '/storage/blog-images/a.webp',
    });
  });

  it(`holds at most ${FEED_SIZE} posts`, async () => {
    const deps = inMemoryBlogDeps();
    for (let n = 1; n <= FEED_SIZE + 5; n++) deps.blog.add({ slug: `post-${n}`, createdAt: day(n) });
    const feed = await feedPosts(deps);
    expect(feed).toHaveLength(FEED_SIZE);
    expect(feed[0]?.slug).toBe(`post-${FEED_SIZE + 5}`);
  });
});
