import { describe, expect, it } from 'vitest';
import { listPosts } from '#application/blog/list-posts.ts';
import { type ListPostsInput, listPostsSchema } from '#application/blog/schemas.ts';
import { POSTS_PER_PAGE } from '#domain/blog/post.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const query = (input: ListPostsInput = {}) => listPostsSchema.parse(input);

/** `count` published posts, one a day, post-1 the oldest. */
function blogWith(count: number) {
  const deps = inMemoryBlogDeps();
  for (let n = 1; n <= count; n++) deps.blog.add({ slug: `post-${n}`, createdAt: day(n) });
  return deps;
}

describe('listPosts', () => {
  it("lists in the reader's language and searches its translations and the originals", async () => {
    const deps = blogWith(2);
    const translated = deps.blog.bySlug('post-1');
    if (translated)
      translated.translations = { de: { title: 'Erster Beitrag', excerpt: null, content: 'Text.' } };
    const german = await listPosts(deps, null, query(), 'de');
    expect(german.posts.map((post) => post.title)).toEqual(['post-2', 'Erster Beitrag']);
    expect(
      (await listPosts(deps, null, query({ q: 'erster' }), 'de')).posts.map((post) => post.slug),
    ).toEqual(['post-1']);
    expect((await listPosts(deps, null, query({ q: 'post-1' }), 'de')).total).toBe(1);
    expect((await listPosts(deps, null, query({ q: 'erster' }), 'fr')).total).toBe(0);
  });

  it('gives visitors the newest published posts, one page at a time', async () => {
    const deps = blogWith(POSTS_PER_PAGE + 2);
    const first = await listPosts(deps, null, query());
    expect(first).toMatchObject({ total: POSTS_PER_PAGE + 2, page: 1, pageCount: 2 });
    expect(first.posts.map((post) => post.slug).slice(0, 2)).toEqual([
      `post-${POSTS_PER_PAGE + 2}`,
      `post-${POSTS_PER_PAGE + 1}`,
    ]);
    expect(first.posts).toHaveLength(POSTS_PER_PAGE);
    const second = await listPosts(deps, null, query({ page: '2' }));
    expect(second.posts.map((post) => post.slug)).toEqual(['post-2', 'post-1']);
    expect(second.query.page).toBe(2);
  });

  it('shows the last page for a page past the end (an old link)', async () => {
    const deps = blogWith(POSTS_PER_PAGE + 1);
    const result = await listPosts(deps, null, query({ page: '9' }));
    expect(result).toMatchObject({ page: 2, pageCount: 2, query: { page: 2 } });
    expect(result.posts.map((post) => post.slug)).toEqual(['post-1']);
  });

  it('shows an empty blog as one empty page', async () => {
    const deps = blogWith(0);
    expect(await listPosts(deps, null, query({ page: '3' }))).toMatchObject({
      posts: [],
      total: 0,
      page: 1,
      pageCount: 1,
      tags: [],
      counts: null,
    });
  });

  it('never shows drafts or their tags to visitors or signed-in readers, and no counts', async () => {
    const deps = blogWith(2);
    deps.blog.add({ slug: 'secret', published: false, tags: ['hidden'], createdAt: day(20) });
    deps.blog.posts[0]?.tags.push('open');
    for (const role of [null, 'user'] as const) {
      const result = await listPosts(deps, role, query());
      expect(result.posts.map((post) => post.slug)).toEqual(['post-2', 'post-1']);
      expect(result.tags).toEqual(['open']);
      expect(result.counts).toBeNull();
    }
  });

  it("shows staff the drafts too, with the whole blog's counts", async () => {
    const deps = blogWith(3);
    deps.blog.add({ slug: 'draft', published: false, tags: ['wip'], createdAt: day(20) });
    for (const role of ['editor', 'admin'] as const) {
      const result = await listPosts(deps, role, query());
      expect(result.posts.map((post) => [post.slug, post.published])[0]).toEqual(['draft', false]);
      expect(result.total).toBe(4);
      expect(result.counts).toEqual({ published: 3, drafts: 1, total: 4 });
      expect(result.tags).toEqual(['wip']);
    }
  });

  it('keeps the counts for the whole blog while the list is filtered', async () => {
    const deps = blogWith(3);
    deps.blog.add({ slug: 'tagged', tags: ['ai'], createdAt: day(10) });
    const result = await listPosts(deps, 'admin', query({ tag: 'ai' }));
    expect(result.posts.map((post) => post.slug)).toEqual(['tagged']);
    expect(result).toMatchObject({ total: 1, pageCount: 1, counts: { total: 4 } });
  });

  it('searches titles, excerpts and tags, without case', async () => {
    const deps = blogWith(0);
    deps.blog.add({ slug: 'a', title: 'Robots at work', createdAt: day(1) });
    deps.blog.add({ slug: 'b', title: 'Other', excerpt: 'About ROBOTS', createdAt: day(2) });
    deps.blog.add({ slug: 'c', title: 'Tagged', tags: ['robotics'], createdAt: day(3) });
    deps.blog.add({ slug: 'd', title: 'Nothing here', createdAt: day(4) });
    const result = await listPosts(deps, null, query({ q: '  robot ' }));
    expect(result.posts.map((post) => post.slug)).toEqual(['c', 'b', 'a']);
    expect(result.query.q).toBe('robot');
  });

  it('filters by the exact tag', async () => {
    const deps = blogWith(0);
    deps.blog.add({ slug: 'a', tags: ['ai'], createdAt: day(1) });
    deps.blog.add({ slug: 'b', tags: ['ai-ethics'], createdAt: day(2) });
    expect((await listPosts(deps, null, query({ tag: 'ai' }))).posts.map((post) => post.slug)).toEqual(['a']);
  });

  it('sorts by title when asked, without case', async () => {
    const deps = blogWith(0);
    deps.blog.add({ slug: 'b', title: 'banana', createdAt: day(1) });
    deps.blog.add({ slug: 'a', title: 'Apple', createdAt: day(2) });
    deps.blog.add({ slug: 'c', title: 'cherry', createdAt: day(3) });
    expect((await listPosts(deps, null, query({ sort: 'title' }))).posts.map((post) => post.title)).toEqual([
      'Apple',
      'banana',
      'cherry',
    ]);
  });

  it('shows each card with its publication date, or its writing date for a draft, and its counts', async () => {
    const deps = blogWith(0);
    deps.blog.add({ slug: 'live', createdAt: day(1), publishedAt: day(3), viewCount: 7, likeCount: 2 });
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(2) });
    const result = await listPosts(deps, 'admin', query());
    expect(result.posts.map((post) => [post.slug, post.date, post.viewCount, post.likeCount])).toEqual([
      ['draft', day(2).toISOString(), 0, 0],
      ['live', day(3).toISOString(), 7, 2],
    ]);
  });
});
