import { describe, expect, it } from 'vitest';
import { sweepUnsavedUploads, UNSAVED_UPLOAD_AGE_MS } from '#application/blog/sweep-unsaved-uploads.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('sweepUnsavedUploads', () => {
  it('removes, a day on, the uploads no post names, with their copies; never one a post or translation names', async () => {
    const deps = inMemoryBlogDeps();
    const dayAgo = new Date(deps.clock.now().getTime() - UNSAVED_UPLOAD_AGE_MS - 1);
    const store = (bucket: string, key: string, writtenAt = dayAgo) => {
      deps.storage.files.set(`${bucket}/${key}`, Buffer.from('x'));
      deps.storage.writtenAt.set(`${bucket}/${key}`, writtenAt);
    };
    // Saved with a post: its picture, a video, an image in a translation's text.
    deps.blog.add({ slug: 'saved', imageUrl: `/storage/blog-images/${id(1)}.jpg` });
    const translated = deps.blog.add({ slug: 'translated', videoUrl: `/storage/blog-videos/${id(2)}.mp4` });
    translated.translations = {
      fr: { title: 'T', excerpt: null, content: `![](/storage/blog-images/${id(3)}.png)` },
    };
    for (const key of [`${id(1)}.jpg`, `${id(1)}-480w.webp`, `${id(1)}-social.jpg`, `${id(3)}.png`])
      store('blog-images', key);
    store('blog-videos', `${id(2)}.mp4`);
    // Never saved: an old upload and its copies, and one uploaded an hour ago (its editor may be open).
    for (const key of [`${id(4)}.jpg`, `${id(4)}-960w.webp`]) store('blog-images', key);
    store('blog-videos', `${id(5)}.webm`);
    store('blog-images', `${id(6)}.jpg`, new Date(deps.clock.now().getTime() - 60 * 60 * 1000));
    store('blog-images', 'not-an-upload.png');

    expect(await sweepUnsavedUploads(deps)).toBe(3);
    expect([...deps.storage.files.keys()].sort()).toEqual(
      [
        `blog-images/${id(1)}.jpg`,
        `blog-images/${id(1)}-480w.webp`,
        `blog-images/${id(1)}-social.jpg`,
        `blog-images/${id(3)}.png`,
        `blog-videos/${id(2)}.mp4`,
        `blog-images/${id(6)}.jpg`,
        'blog-images/not-an-upload.png',
      ].sort(),
    );
  });
});
