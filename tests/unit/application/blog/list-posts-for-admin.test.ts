import { describe, expect, it } from 'vitest';
import { listPostsForAdmin } from '#application/blog/list-posts-for-admin.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('listPostsForAdmin', () => {
  it('lists every post newest first with its state, dates, tags and counts', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'live', createdAt: day(1), viewCount: 9, likeCount: 4, tags: ['ai'] });
    deps.blog.add({ slug: 'draft', published: false, createdAt: day(2) });
    deps.blog.add({ slug: 'later', published: false, scheduledAt: day(30), createdAt: day(3) });
    const rows = await listPostsForAdmin(deps);
    expect(rows.map((row) => [row.slug, row.status])).toEqual([
      ['later', 'scheduled'],
      ['draft', 'draft'],
      ['live', 'published'],
    ]);
    expect(rows[0]).toMatchObject({ scheduledAt: day(30).toISOString(), publishedAt: null });
    expect(rows[2]).toEqual({
      id: expect.any(String),
      slug: 'live',
      title: 'live',
      status: 'published',
      publishedAt: day(1).toISOString(),
      scheduledAt: null,
      createdAt: day(1).toISOString(),
      updatedAt: day(1).toISOString(),
      imageUrl: null,
      tags: ['ai'],
      viewCount: 9,
      likeCount: 4,
    });
  });

  it("shows a vlog with its video's thumbnail", async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'vlog', isVlog: true, videoThumbnailUrl: '/storage/blog-images/t.jpg' });
    deps.blog.add({ slug: 'both', imageUrl: '/i.png', videoThumbnailUrl: '/storage/blog-images/t2.jpg' });
    expect((await listPostsForAdmin(deps)).map((row) => row.imageUrl).sort()).toEqual([
      '/i.png',
      '/storage/blog-images/t.jpg',
    ]);
  });

  it('lists up to 500 posts', async () => {
    const deps = inMemoryBlogDeps();
    for (let n = 0; n < 505; n++)
      deps.blog.add({ slug: `p-${n}`, createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000) });
    const rows = await listPostsForAdmin(deps);
    expect(rows).toHaveLength(500);
    expect(rows[0]?.slug).toBe('p-504');
  });
});
