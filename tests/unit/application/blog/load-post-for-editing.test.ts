import { describe, expect, it } from 'vitest';
import { loadPostForEditing } from '#application/blog/load-post-for-editing.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('loadPostForEditing', () => {
  it('opens a published post with everything the form holds', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({
      slug: 'hello',
      title: 'Hello',
      content: 'Words',
      excerpt: 'Short',
      tags: ['b', 'a'],
      imageUrl: '/storage/blog-images/x.webp',
      createdAt: day(1),
      updatedAt: day(2),
      translations: { fr: { title: 'Bonjour', excerpt: null, content: 'Mots' } },
    });
    expect(await loadPostForEditing(deps, post.id)).toEqual({
      id: post.id,
      slug: 'hello',
      title: 'Hello',
      content: 'Words',
      excerpt: 'Short',
      tags: ['b', 'a'],
      imageUrl: '/storage/blog-images/x.webp',
      videoUrl: null,
      videoThumbnailUrl: null,
      isVlog: false,
      status: 'published',
      publishedAt: day(1).toISOString(),
      scheduledAt: null,
      createdAt: day(1).toISOString(),
      updatedAt: day(2).toISOString(),
      mediaType: 'image',
      imageAction: 'keep',
      language: 'en',
      translations: { fr: { title: 'Bonjour', excerpt: null, content: 'Mots' } },
    });
  });

  it('opens a scheduled post with its time, and offers a cover when it has no image', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'later', published: false, scheduledAt: day(9) });
    expect(await loadPostForEditing(deps, post.id)).toMatchObject({
      status: 'scheduled',
      scheduledAt: day(9).toISOString(),
      publishedAt: null,
      imageAction: 'generate',
    });
  });

  it('opens a vlog on its video', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({
      slug: 'v',
      published: false,
      isVlog: true,
      videoUrl: '/storage/blog-videos/v.mp4',
    });
    expect(await loadPostForEditing(deps, post.id)).toMatchObject({ status: 'draft', mediaType: 'video' });
  });

  it('answers "Post Not Found" for a post that is not there', async () => {
    await expect(loadPostForEditing(inMemoryBlogDeps(), 'missing')).rejects.toMatchObject({
      message: 'Post Not Found',
    });
  });
});
