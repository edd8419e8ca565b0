import { describe, expect, it } from 'vitest';
import type { PostEditorRepository } from '#application/blog/ports.ts';
import { coverPost, queueMissingCovers } from '#application/blog/post-covers.ts';
import { IMAGE_BUCKET } from '#domain/blog/media.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const COVER_ID = '0b5f3a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const COVER_URL = `/storage/${IMAGE_BUCKET}/${COVER_ID}.png`;

function setUp() {
  const deps = inMemoryBlogDeps();
  const bare = deps.blog.add({ slug: 'bare', title: 'Hello World', content: 'Welcome.' });
  const pictured = deps.blog.add({ slug: 'pictured', imageUrl: '/storage/blog-images/own.jpg' });
  const vlog = deps.blog.add({ slug: 'vlog', videoThumbnailUrl: '/storage/blog-images/frame.jpg' });
  const drawn: Array<{ title: string; content: string }> = [];
  const coverDeps = (editor: PostEditorRepository = deps.editor) => ({
    withEditor: <T>(work: (repository: PostEditorRepository) => Promise<T>) => work(editor),
    drawCover: async (input: { title: string; content: string }) => {
      drawn.push(input);
      for (const key of [`${COVER_ID}.png`, `${COVER_ID}-480w.webp`])
        await deps.storage.put(IMAGE_BUCKET, key, new Uint8Array([1]));
      return { url: COVER_URL, width: 1200, height: 630 };
    },
    storage: deps.storage,
    events: deps.events,
  });
  return { deps, bare, pictured, vlog, drawn, coverDeps };
}

describe('queueMissingCovers (at start-up)', () => {
  it('asks for the newest posts first, a batch per start', async () => {
    const { deps, bare } = setUp();
    const newer = deps.blog.add({ slug: 'newer', createdAt: new Date(Date.parse('2030-01-01T00:00:00Z')) });
    expect(await queueMissingCovers(deps, 1)).toBe(1);
    expect(deps.queue.jobs.map((job) => job.payload)).toEqual([{ postId: newer.id }]);
    expect(bare.imageUrl).toBeNull();
  });

  it('queues one cover job per post without an image or a video thumbnail, named after the post', async () => {
    const { deps, bare } = setUp();
    expect(await queueMissingCovers(deps)).toBe(1);
    expect(deps.queue.jobs).toEqual([
      { name: 'cover-post', payload: { postId: bare.id }, jobId: `cover-post-${bare.id}` },
    ]);
  });
});

describe('coverPost', () => {
  it("draws the cover from the post's own words, makes it the post's image and drops cached pages", async () => {
    const { deps, bare, drawn, coverDeps } = setUp();
    expect(await coverPost(coverDeps(), bare.id)).toEqual({ imageUrl: COVER_URL });
    expect(drawn).toEqual([{ title: 'Hello World', content: 'Welcome.' }]);
    expect(deps.blog.byId(bare.id)?.imageUrl).toBe(COVER_URL);
    expect(deps.events.changes).toBe(1);
  });

  it('draws nothing for a post that has a picture, or is gone', async () => {
    const { pictured, vlog, drawn, coverDeps } = setUp();
    expect(await coverPost(coverDeps(), pictured.id)).toEqual({ imageUrl: null });
    expect(await coverPost(coverDeps(), vlog.id)).toEqual({ imageUrl: null });
    expect(await coverPost(coverDeps(), '7d2c1f5e-0000-4000-8000-000000000000')).toEqual({ imageUrl: null });
    expect(drawn).toEqual([]);
  });

  it('keeps a picture the owner saved while the cover was drawn, and removes the cover files', async () => {
    const { deps, bare, coverDeps } = setUp();
    const racing: PostEditorRepository = Object.assign(Object.create(deps.editor), {
      attachCover: async (id: string, url: string) => {
        const row = deps.blog.byId(id);
        if (row) row.imageUrl = '/storage/blog-images/uploaded.jpg';
        return deps.editor.attachCover(id, url);
      },
    });
    expect(await coverPost(coverDeps(racing), bare.id)).toEqual({ imageUrl: null });
    expect(deps.blog.byId(bare.id)?.imageUrl).toBe('/storage/blog-images/uploaded.jpg');
    expect([...deps.storage.files.keys()]).toEqual([]);
    expect(deps.events.changes).toBe(0);
  });
});
