import { describe, expect, it } from 'vitest';
import { type SavePostInput, savePostSchema } from '#application/blog/editor-schemas.ts';
import { SlugTakenError } from '#application/blog/ports.ts';
import { savePost } from '#application/blog/save-post.ts';
import type { StoredImage } from '#application/jobs/ports.ts';
import { staffActor } from '#fixtures/fakes/in-memory-audit.ts';
import { inMemoryBlogDeps, testUuid } from '#fixtures/fakes/in-memory-blog.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const NOW = '2026-03-10T09:00:00.000Z';
const AUTHOR = staffActor('user-1');
const COVER: StoredImage = {
  url: '/storage/blog-images/00000000-0000-4000-8000-00000000c0de.webp',
  width: 1200,
  height: 630,
};
const OLD_VIDEO = '/storage/blog-videos/old.mp4';
const NEW_VIDEO = '/storage/blog-videos/new.mp4';

function setUp() {
  const deps = { ...inMemoryBlogDeps(new FixedClock(NOW)), coverWaitMs: 300 };
  return deps;
}

const command = (fields: Partial<SavePostInput> = {}) =>
  savePostSchema.parse({ title: 'Hello World', content: 'Some words.', action: 'draft', ...fields });

const inMinutes = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000);

describe('savePost: translations', () => {
  it('keeps the translations given, drops empty ones and replaces them on the next save', async () => {
    const deps = setUp();
    const first = await savePost(
      deps,
      AUTHOR,
      command({
        translations: {
          fr: { title: ' Bonjour le monde ', excerpt: '', content: 'Quelques mots.' },
          de: { title: '', excerpt: '', content: '' },
          en: { title: 'Stray', content: 'Same language as the post.' },
        },
      }),
    );
    expect(deps.blog.byId(first.id)?.translations).toEqual({
      fr: { title: 'Bonjour le monde', excerpt: null, content: 'Quelques mots.' },
    });
    await savePost(
      deps,
      AUTHOR,
      command({ id: first.id, translations: { de: { title: 'Hallo Welt', content: 'Ein paar Worte.' } } }),
    );
    expect(deps.blog.byId(first.id)?.translations).toEqual({
      de: { title: 'Hallo Welt', excerpt: null, content: 'Ein paar Worte.' },
    });
  });

  it('refuses a translation that is started but has no title or no content', () => {
    const parsed = savePostSchema.safeParse({
      title: 'Hello',
      content: 'Words.',
      action: 'draft',
      translations: { it: { excerpt: 'Solo un riassunto' } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['translations.it.title', 'Title is required'],
      ['translations.it.content', 'Content is required'],
    ]);
  });
});

describe('savePost: draft, publish, schedule', () => {
  it('saves a new draft that nobody else can see', async () => {
    const deps = setUp();
    const result = await savePost(deps, AUTHOR, command());
    expect(result).toEqual({
      id: expect.any(String),
      slug: 'hello-world',
      status: 'draft',
      created: true,
      imageUrl: null,
      cover: 'none',
    });
    expect(deps.blog.byId(result.id)).toMatchObject({
      published: false,
      publishedAt: null,
      scheduledAt: null,
      authorId: 'user-1',
    });
    expect(await deps.posts.isPublished(result.id)).toBe(false);
  });

  it('publishes at once, stamped with the time of the save', async () => {
    const deps = setUp();
    const result = await savePost(deps, AUTHOR, command({ action: 'publish' }));
    expect(result.status).toBe('published');
    expect(deps.blog.byId(result.id)).toMatchObject({
      published: true,
      publishedAt: new Date(NOW),
      firstPublishedAt: new Date(NOW),
    });
    expect(await deps.posts.isPublished(result.id)).toBe(true);
  });

  it('stamps a published post again with the time of each "Update & Publish"', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command({ action: 'publish' }));
    deps.clock.advance(3_600_000);
    await savePost(deps, AUTHOR, command({ id, action: 'publish', content: 'Edited.' }));
    expect(deps.blog.byId(id)).toMatchObject({
      publishedAt: inMinutes(60),
      firstPublishedAt: new Date(NOW),
      content: 'Edited.',
    });
  });

  it('schedules a post for a future time and queues its publication job under a job id', async () => {
    const deps = setUp();
    const at = inMinutes(90);
    const result = await savePost(
      deps,
      AUTHOR,
      command({ action: 'schedule', scheduledAt: at.toISOString() }),
    );
    expect(result.status).toBe('scheduled');
    expect(deps.blog.byId(result.id)).toMatchObject({ published: false, scheduledAt: at });
    expect(deps.queue.named('publish-scheduled-post')).toEqual([
      {
        name: 'publish-scheduled-post',
        payload: { postId: result.id, scheduledFor: at.toISOString() },
        jobId: `publish-${result.id}-${at.getTime()}`,
        delayMs: 90 * 60_000,
      },
    ]);
  });

  it('refuses a schedule time in the past with "Choose a time in the future to schedule the post"', async () => {
    const deps = setUp();
    for (const at of [inMinutes(-1), new Date(NOW)])
      await expect(
        savePost(deps, AUTHOR, command({ action: 'schedule', scheduledAt: at.toISOString() })),
      ).rejects.toMatchObject({
        kind: 'invalid',
        code: 'BLOG.SCHEDULE_IN_PAST',
        message: 'Choose a time in the future to schedule the post',
      });
    expect(deps.blog.posts).toEqual([]);
    expect(deps.queue.jobs).toEqual([]);
    expect(deps.events.changes).toBe(0);
  });

  it('takes a scheduled post back to a draft: no schedule left', async () => {
    const deps = setUp();
    const at = inMinutes(90).toISOString();
    const { id } = await savePost(deps, AUTHOR, command({ action: 'schedule', scheduledAt: at }));
    const result = await savePost(deps, AUTHOR, command({ id, action: 'draft' }));
    expect(result.status).toBe('draft');
    expect(deps.blog.byId(id)).toMatchObject({ published: false, scheduledAt: null });
    expect(await deps.editor.scheduled()).toEqual([]);
  });

  it('queues a new job when a post is scheduled for another time', async () => {
    const deps = setUp();
    const { id } = await savePost(
      deps,
      AUTHOR,
      command({ action: 'schedule', scheduledAt: inMinutes(90).toISOString() }),
    );
    await savePost(
      deps,
      AUTHOR,
      command({ id, action: 'schedule', scheduledAt: inMinutes(120).toISOString() }),
    );
    await savePost(
      deps,
      AUTHOR,
      command({ id, action: 'schedule', scheduledAt: inMinutes(120).toISOString() }),
    );
    expect(deps.queue.named('publish-scheduled-post').map((job) => job.jobId)).toEqual([
      `publish-${id}-${inMinutes(90).getTime()}`,
      `publish-${id}-${inMinutes(120).getTime()}`,
    ]);
  });

  it('answers "Post Not Found" for a post that does not exist, writing nothing', async () => {
    const deps = setUp();
    await expect(savePost(deps, AUTHOR, command({ id: testUuid(999) }))).rejects.toMatchObject({
      code: 'BLOG.POST_NOT_FOUND',
      message: 'Post Not Found',
    });
    expect(deps.blog.posts).toEqual([]);
    expect(deps.events.changes).toBe(0);
  });

  it('answers "Post Not Found" when the post is deleted while it is being saved', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command());
    deps.editor.beforeNextWrite(() => {
      void deps.editor.delete(id);
    });
    await expect(savePost(deps, AUTHOR, command({ id, title: 'Renamed' }))).rejects.toMatchObject({
      code: 'BLOG.POST_NOT_FOUND',
    });
  });

  it('tells every process that published content changed, once per save', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command({ action: 'publish' }));
    expect(deps.events.changes).toBe(1);
    await savePost(deps, AUTHOR, command({ id, action: 'draft' }));
    expect(deps.events.changes).toBe(2);
  });

  it('saves the words, excerpt and tags as the form sent them, tags in their order', async () => {
    const deps = setUp();
    const { id } = await savePost(
      deps,
      AUTHOR,
      command({ excerpt: ' Short. ', tags: ['zeta', ' Alpha ', 'alpha', ''], content: '# Title\n\nBody' }),
    );
    expect(deps.blog.byId(id)).toMatchObject({
      excerpt: 'Short.',
      tags: ['zeta', 'Alpha'],
      content: '# Title\n\nBody',
    });
  });
});

describe('savePost: the slug', () => {
  it('makes the slug from the title', async () => {
    const deps = setUp();
    expect((await savePost(deps, AUTHOR, command({ title: 'Café & Crème: Notes!' }))).slug).toBe(
      'cafe-creme-notes',
    );
  });

  it('falls back to "post" for a title without letters or digits', async () => {
    const deps = setUp();
    expect((await savePost(deps, AUTHOR, command({ title: '!!!' }))).slug).toBe('post');
  });

  it('adds -2 when another post has the slug, then -3', async () => {
    const deps = setUp();
    expect((await savePost(deps, AUTHOR, command())).slug).toBe('hello-world');
    expect((await savePost(deps, AUTHOR, command())).slug).toBe('hello-world-2');
    expect((await savePost(deps, AUTHOR, command())).slug).toBe('hello-world-3');
  });

  it('lets a draft follow its new title', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command());
    const result = await savePost(deps, AUTHOR, command({ id, title: 'A Better Title' }));
    expect(result).toMatchObject({ slug: 'a-better-title', created: false });
    expect(deps.blog.byId(id)?.slug).toBe('a-better-title');
  });

  it('keeps the slug of a published post whose title changes, so links to it live on', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command({ action: 'publish' }));
    const result = await savePost(deps, AUTHOR, command({ id, action: 'publish', title: 'A Better Title' }));
    expect(result.slug).toBe('hello-world');
    expect(deps.blog.byId(id)).toMatchObject({ slug: 'hello-world', title: 'A Better Title' });
  });

  it('keeps the slug of a post that was published once and is a draft again', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command({ action: 'publish' }));
    await savePost(deps, AUTHOR, command({ id, action: 'draft' }));
    expect((await savePost(deps, AUTHOR, command({ id, title: 'Renamed Draft' }))).slug).toBe('hello-world');
  });

  it('keeps a numbered slug of a draft whose title still gives that slug', async () => {
    const deps = setUp();
    await savePost(deps, AUTHOR, command());
    const { id } = await savePost(deps, AUTHOR, command());
    expect((await savePost(deps, AUTHOR, command({ id, content: 'Edited.' }))).slug).toBe('hello-world-2');
  });

  it('takes the next free slug when another save takes it between the check and the write', async () => {
    const deps = setUp();
    deps.editor.beforeNextWrite(() => deps.blog.add({ slug: 'hello-world' }));
    const result = await savePost(deps, AUTHOR, command());
    expect(result.slug).toBe('hello-world-2');
    expect(deps.blog.posts.map((post) => post.slug)).toEqual(['hello-world', 'hello-world-2']);
  });

  it('retries a renamed draft whose new slug is taken at the last moment', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command());
    deps.editor.beforeNextWrite(() => deps.blog.add({ slug: 'renamed' }));
    expect((await savePost(deps, AUTHOR, command({ id, title: 'Renamed' }))).slug).toBe('renamed-2');
  });

  it('gives up after five lost races for a slug', async () => {
    const deps = setUp();
    for (const slug of ['hello-world', 'hello-world-2', 'hello-world-3', 'hello-world-4', 'hello-world-5'])
      deps.editor.beforeNextWrite(() => deps.blog.add({ slug }));
    await expect(savePost(deps, AUTHOR, command())).rejects.toBeInstanceOf(SlugTakenError);
    expect(deps.events.changes).toBe(0);
  });
});

describe('savePost: the cover', () => {
  it('draws a cover when asked and saves its address: cover "generated"', async () => {
    const deps = setUp();
    deps.queue.answer('generate-cover', () => COVER);
    const result = await savePost(
      deps,
      AUTHOR,
      command({ title: '  Hello World ', content: 'Words.', imageAction: 'generate' }),
    );
    expect(result).toMatchObject({ cover: 'generated', imageUrl: COVER.url });
    expect(deps.blog.byId(result.id)?.imageUrl).toBe(COVER.url);
    expect(deps.queue.named('generate-cover').map((job) => job.payload)).toEqual([
      { title: 'Hello World', content: 'Words.' },
    ]);
  });

  it('keeps the old image when the cover fails, notes it, and saves the rest: cover "failed"', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command({ imageUrl: '/images/old.jpg' }));
    deps.queue.answer('generate-cover', () => {
      throw new Error('renderer crashed');
    });
    const result = await savePost(
      deps,
      AUTHOR,
      command({ id, title: 'New Title', imageUrl: '/images/old.jpg', imageAction: 'regenerate' }),
    );
    expect(result).toMatchObject({ cover: 'failed', imageUrl: '/images/old.jpg' });
    expect(deps.blog.byId(id)).toMatchObject({ title: 'New Title', imageUrl: '/images/old.jpg' });
    expect(deps.log.messages).toEqual(['cover generation failed; the image is kept']);
  });

  it('goes on without the cover when no worker draws it in time, and asks for it to be drawn later', async () => {
    const deps = setUp();
    const result = await savePost(deps, AUTHOR, command({ imageAction: 'generate' }));
    expect(result).toMatchObject({ cover: 'failed', imageUrl: null });
    expect(deps.blog.byId(result.id)).toBeDefined();
    expect(deps.queue.named('cover-post').map((job) => job.payload)).toEqual([{ postId: result.id }]);
  });

  it('saves the post while the queue is away, cover "failed"', async () => {
    const deps = setUp();
    deps.queue.unavailable = true;
    const result = await savePost(deps, AUTHOR, command({ imageAction: 'generate', imageUrl: '/a.png' }));
    expect(result).toMatchObject({ cover: 'failed', imageUrl: '/a.png', created: true });
    expect(deps.log.messages).toEqual([
      'cover generation could not be queued',
      'cover generation failed; the image is kept',
    ]);
  });

  it('asks for no cover when the image is kept: cover "none"', async () => {
    const deps = setUp();
    const result = await savePost(deps, AUTHOR, command({ imageAction: 'keep', imageUrl: '/a.png' }));
    expect(result).toMatchObject({ cover: 'none', imageUrl: '/a.png' });
    expect(deps.queue.named('generate-cover')).toEqual([]);
  });

  it('never draws a cover for a video post, whose picture is its thumbnail', async () => {
    const deps = setUp();
    deps.queue.answer('generate-cover', () => COVER);
    const result = await savePost(
      deps,
      AUTHOR,
      command({
        mediaType: 'video',
        imageAction: 'generate',
        videoUrl: NEW_VIDEO,
        videoThumbnailUrl: '/storage/blog-images/thumb.jpg',
      }),
    );
    expect(result.cover).toBe('none');
    expect(deps.queue.named('generate-cover')).toEqual([]);
    expect(deps.blog.byId(result.id)).toMatchObject({
      isVlog: true,
      videoUrl: NEW_VIDEO,
      videoThumbnailUrl: '/storage/blog-images/thumb.jpg',
    });
  });
});

describe('savePost: the video file', () => {
  async function withVideo() {
    const deps = setUp();
    await deps.storage.put('blog-videos', 'old.mp4', new Uint8Array([1, 2, 3]));
    const { id } = await savePost(deps, AUTHOR, command({ mediaType: 'video', videoUrl: OLD_VIDEO }));
    return { deps, id };
  }

  it('removes the old video file when the video is replaced', async () => {
    const { deps, id } = await withVideo();
    await deps.storage.put('blog-videos', 'new.mp4', new Uint8Array([4]));
    await savePost(deps, AUTHOR, command({ id, mediaType: 'video', videoUrl: NEW_VIDEO }));
    expect([...deps.storage.files.keys()]).toEqual(['blog-videos/new.mp4']);
    expect(deps.blog.byId(id)?.videoUrl).toBe(NEW_VIDEO);
  });

  it('removes the video file when the post switches to an image, dropping its video fields', async () => {
    const { deps, id } = await withVideo();
    await savePost(deps, AUTHOR, command({ id, mediaType: 'image', videoUrl: OLD_VIDEO }));
    expect(deps.storage.files.size).toBe(0);
    expect(deps.blog.byId(id)).toMatchObject({ isVlog: false, videoUrl: null, videoThumbnailUrl: null });
  });

  it('keeps the video file when the video stays', async () => {
    const { deps, id } = await withVideo();
    await savePost(deps, AUTHOR, command({ id, title: 'Renamed', mediaType: 'video', videoUrl: OLD_VIDEO }));
    expect([...deps.storage.files.keys()]).toEqual(['blog-videos/old.mp4']);
  });

  it('notes a video file it cannot remove and still saves', async () => {
    const { deps, id } = await withVideo();
    deps.storage.deleteFailure = 'EACCES: permission denied';
    const result = await savePost(deps, AUTHOR, command({ id, mediaType: 'image' }));
    expect(result.created).toBe(false);
    expect(deps.log.messages).toEqual(['old file could not be removed']);
    expect(deps.events.changes).toBe(2);
  });

  it('never touches a video that lives elsewhere (a link)', async () => {
    const deps = setUp();
    const external = 'https://videos.example/clip.mp4';
    await deps.storage.put('blog-videos', 'clip.mp4', new Uint8Array([1]));
    const { id } = await savePost(deps, AUTHOR, command({ mediaType: 'video', videoUrl: external }));
    await savePost(deps, AUTHOR, command({ id, mediaType: 'image' }));
    expect(deps.storage.files.size).toBe(1);
    expect(deps.log.lines).toEqual([]);
  });
});

describe('savePost: the audit log', () => {
  it('names each save by what it did to the post, with the fields it changed', async () => {
    const deps = setUp();
    const { id } = await savePost(deps, AUTHOR, command());
    await savePost(deps, AUTHOR, command({ id, title: 'Hello again' }));
    await savePost(deps, AUTHOR, command({ id, title: 'Hello again', action: 'publish' }));
    await savePost(deps, AUTHOR, command({ id, title: 'Hello again', action: 'draft' }));
    await savePost(
      deps,
      AUTHOR,
      command({ id, title: 'Hello again', action: 'schedule', scheduledAt: inMinutes(60).toISOString() }),
    );
    expect(deps.audit.actions()).toEqual([
      'post.created',
      'post.updated',
      'post.published',
      'post.unpublished',
      'post.scheduled',
    ]);
    expect(deps.audit.entries[1]).toMatchObject({
      actor: AUTHOR,
      subject: { type: 'post', id, label: 'Hello again' },
      before: { title: 'Hello World' },
      after: { title: 'Hello again' },
    });
    expect(Object.keys(deps.audit.entries[2]?.after ?? {})).toEqual(['status']);
  });
});
