import { describe, expect, it } from 'vitest';
import { getPostPage } from '#application/blog/get-post-page.ts';
import { META_DESCRIPTION_LENGTH } from '#domain/blog/meta-description.ts';
import { AI_PREVIEW_IMAGE, TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

function setUp() {
  const deps = inMemoryBlogDeps();
  deps.blog.authors.set('user-1', 'Ada Lovelace');
  const older = deps.blog.add({ slug: 'older', title: 'Older', createdAt: day(1), tags: ['ai'] });
  const post = deps.blog.add({
    slug: 'the-post',
    title: 'The Post',
    content: `# Heading\n\nSome **bold** words.\n\n${'word '.repeat(450)}`,
    excerpt: null,
    createdAt: day(5),
    publishedAt: day(6),
    updatedAt: day(7),
    authorId: 'user-1',
    tags: ['ai', 'truth'],
    viewCount: 12,
    likeCount: 3,
  });
  const newer = deps.blog.add({ slug: 'newer', title: 'Newer', createdAt: day(9) });
  return { deps, older, post, newer };
}

describe('getPostPage', () => {
  it("gives the reader's translation with its neighbours in that language, else the original", async () => {
    const { deps, post, older } = setUp();
    post.translations = { de: { title: 'Der Beitrag', excerpt: null, content: 'Ein **deutscher** Text.' } };
    older.translations = { de: { title: 'Älter', excerpt: null, content: 'Alt.' } };
    const german = await getPostPage(deps, null, 'the-post', 'de');
    expect(german).toMatchObject({
      title: 'Der Beitrag',
      language: 'de',
      description: 'Ein deutscher Text.',
      previous: { slug: 'older', title: 'Älter' },
      next: { slug: 'newer', title: 'Newer' },
    });
    expect(german.html).toContain('<strong>deutscher</strong>');
    expect(await getPostPage(deps, null, 'the-post', 'fr')).toMatchObject({
      title: 'The Post',
      language: 'en',
    });
  });

  it('gives the post with its words rendered, reading time, author, counts and dates', async () => {
    const { deps, post } = setUp();
    const page = await getPostPage(deps, null, 'the-post');
    expect(page).toMatchObject({
      id: post.id,
      slug: 'the-post',
      title: 'The Post',
      published: true,
      date: day(6).toISOString(),
      updatedAt: day(7).toISOString(),
      readingMinutes: 3,
      authorName: 'Ada Lovelace',
      tags: ['ai', 'truth'],
      viewCount: 12,
      likeCount: 3,
    });
    expect(page.html).toContain('<h1>Heading</h1>');
    expect(page.html).toContain('<strong>bold</strong>');
  });

  it('links the older and newer published posts', async () => {
    const { deps } = setUp();
    deps.blog.add({ slug: 'newer-draft', published: false, createdAt: day(8) });
    const page = await getPostPage(deps, null, 'the-post');
    expect(page.previous).toEqual({ slug: 'older', title: 'Older' });
    expect(page.next).toEqual({ slug: 'newer', title: 'Newer' });
    expect((await getPostPage(deps, null, 'older')).previous).toBeNull();
    expect((await getPostPage(deps, null, 'newer')).next).toBeNull();
  });

  it('suggests published posts sharing the most tags, never itself or drafts', async () => {
    const { deps } = setUp();
    deps.blog.add({ slug: 'both', tags: ['truth', 'ai'], createdAt: day(2) });
    deps.blog.add({ slug: 'draft-both', published: false, tags: ['truth', 'ai'], createdAt: day(3) });
    deps.blog.add({ slug: 'unrelated', tags: ['cooking'], createdAt: day(4) });
    const page = await getPostPage(deps, null, 'the-post');
    expect(page.related.map((card) => card.slug)).toEqual(['both', 'older']);
  });

  it('suggests nothing for a post without tags', async () => {
    const { deps } = setUp();
    expect((await getPostPage(deps, null, 'newer')).related).toEqual([]);
  });

  it('describes the post by its excerpt, else by its plain words cut to 160 characters', async () => {
    const { deps } = setUp();
    deps.blog.add({ slug: 'with-excerpt', excerpt: 'A short summary.', createdAt: day(3) });
    expect((await getPostPage(deps, null, 'with-excerpt')).description).toBe('A short summary.');
    const description = (await getPostPage(deps, null, 'the-post')).description;
    expect(description.startsWith('Heading Some bold words. word word')).toBe(true);
    expect(description).toHaveLength(META_DESCRIPTION_LENGTH);
    expect(description.endsWith('...')).toBe(true);
  });

  it('shares with the default preview matching the post, or the vlog thumbnail', async () => {
    const { deps } = setUp();
    deps.blog.add({
      slug: 'vlog',
      isVlog: true,
      videoUrl: '/storage/blog-videos/v.mp4',
      videoThumbnailUrl: '/storage/blog-images/thumb.jpg',
      createdAt: day(3),
    });
    expect((await getPostPage(deps, null, 'the-post')).socialImageUrl).toBe(TRUTH_PREVIEW_IMAGE);
    expect((await getPostPage(deps, null, 'older')).socialImageUrl).toBe(AI_PREVIEW_IMAGE);
    expect((await getPostPage(deps, null, 'vlog')).socialImageUrl).toBe('/storage/blog-images/thumb.jpg');
  });

  it('hides a draft from visitors and signed-in readers with "Post Not Found"', async () => {
    const { deps } = setUp();
    deps.blog.add({ slug: 'draft', published: false });
    for (const role of [null, 'user'] as const)
      await expect(getPostPage(deps, role, 'draft')).rejects.toMatchObject({
        kind: 'not_found',
        code: 'BLOG.POST_NOT_FOUND',
        message: 'Post Not Found',
      });
  });

  it('shows a draft to staff, dated when it was written', async () => {
    const { deps } = setUp();
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(4) });
    for (const role of ['editor', 'admin'] as const)
      expect(await getPostPage(deps, role, 'draft')).toMatchObject({
        published: false,
        date: day(4).toISOString(),
      });
  });

  it('answers a slug nobody has with "Post Not Found"', async () => {
    const { deps } = setUp();
    await expect(getPostPage(deps, 'admin', 'no-such-post')).rejects.toMatchObject({
      message: 'Post Not Found',
    });
  });
});
