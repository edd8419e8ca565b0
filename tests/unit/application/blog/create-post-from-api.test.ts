import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createPostFromApi } from '#application/blog/create-post-from-api.ts';
import { API_KEY_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const COVER = {
  url: '/storage/blog-images/00000000-0000-4000-8000-0000000000aa.webp',
  width: 1200,
  height: 630,
};
const body = { title: 'Weekly Update', content: 'This week: robots.', tags: ['weekly-update'] };

function setUp() {
  const deps = { ...inMemoryBlogDeps(new FixedClock('2026-03-10T09:00:00Z')), coverWaitMs: 300 };
  deps.queue.answer('generate-cover', () => COVER);
  return deps;
}

describe('createPostFromApi', () => {
  it('saves the translations sent with the post', async () => {
    const deps = setUp();
    const result = await createPostFromApi(
      deps,
      {
        ...body,
        translations: { es: { title: 'Actualización semanal', content: 'Esta semana: robots.' } },
      },
      API_KEY_ACTOR,
    );
    expect(deps.blog.byId(result.id)?.translations).toEqual({
      es: { title: 'Actualización semanal', excerpt: null, content: 'Esta semana: robots.' },
    });
  });

  it('keeps an API post as a draft for the owner by default, with a generated cover', async () => {
    const deps = setUp();
    const result = await createPostFromApi(deps, body, API_KEY_ACTOR);
    expect(result).toMatchObject({
      slug: 'weekly-update',
      status: 'draft',
      created: true,
      cover: 'generated',
      imageUrl: COVER.url,
    });
    expect(deps.blog.byId(result.id)).toMatchObject({
      published: false,
      authorId: null,
      tags: ['weekly-update'],
      isVlog: false,
    });
  });

  it('publishes at once when the body says publish: true', async () => {
    const deps = setUp();
    const result = await createPostFromApi(deps, { ...body, publish: true }, API_KEY_ACTOR);
    expect(result.status).toBe('published');
    expect(await deps.posts.isPublished(result.id)).toBe(true);
    expect(deps.events.changes).toBe(1);
  });

  it('saves the post without an image when its cover fails', async () => {
    const deps = setUp();
    deps.queue.answer('generate-cover', () => {
      throw new Error('no fonts');
    });
    expect(await createPostFromApi(deps, body, API_KEY_ACTOR)).toMatchObject({
      cover: 'failed',
      imageUrl: null,
      created: true,
    });
  });

  it('refuses a bad body with the form messages (a ZodError), saving nothing', async () => {
    const deps = setUp();
    const error = await createPostFromApi(
      deps,
      { title: '  ', content: '', publish: 'yes' },
      API_KEY_ACTOR,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Title is required', 'Content is required']),
    );
    expect(deps.blog.posts).toEqual([]);
    expect(deps.queue.jobs).toEqual([]);
  });

  it('ignores media fields a caller slips in: API posts always get a generated image', async () => {
    const deps = setUp();
    const result = await createPostFromApi(
      deps,
      {
        ...body,
        imageUrl: 'javascript:alert(1)',
        videoUrl: '/x.mp4',
      },
      API_KEY_ACTOR,
    );
    expect(deps.blog.byId(result.id)).toMatchObject({ imageUrl: COVER.url, videoUrl: null });
  });

  it('takes the next free slug when the weekly title repeats', async () => {
    const deps = setUp();
    await createPostFromApi(deps, body, API_KEY_ACTOR);
    expect((await createPostFromApi(deps, body, API_KEY_ACTOR)).slug).toBe('weekly-update-2');
  });
});
