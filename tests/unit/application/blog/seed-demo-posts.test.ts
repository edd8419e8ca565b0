import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_POSTS } from '#application/blog/demo-posts.ts';
import { seedDemoPosts } from '#application/blog/seed-demo-posts.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

describe('seedDemoPosts', () => {
  it('shows a fresh site the demo posts, published on their dates with their tags', async () => {
    const deps = inMemoryBlogDeps();
    expect(await seedDemoPosts(deps, 'owner-1')).toEqual({ outcome: 'seeded', count: DEMO_POSTS.length });
    expect(await deps.posts.countAll()).toBe(DEMO_POSTS.length);
    for (const demo of DEMO_POSTS)
      expect(deps.blog.bySlug(demo.slug)).toMatchObject({
        title: demo.title,
        excerpt: demo.excerpt,
        tags: demo.tags,
        published: true,
        publishedAt: new Date(demo.publishedAt),
        createdAt: new Date(demo.publishedAt),
        authorId: 'owner-1',
      });
  });

  it('gives each demo post its drawn cover, shipped in public/ as a 1200x630 WebP', async () => {
    const deps = inMemoryBlogDeps();
    await seedDemoPosts(deps, null);
    for (const demo of DEMO_POSTS) {
      const imageUrl = deps.blog.bySlug(demo.slug)?.imageUrl ?? '';
      expect(imageUrl).toBe(`/demo/covers/${demo.slug}.webp`);
      const file = readFileSync(path.join('public', imageUrl));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    }
  });

  it('gives the weekly, truth and welcome posts in the five other languages, markdown intact', async () => {
    const deps = inMemoryBlogDeps();
    await seedDemoPosts(deps, null);
    const codeBlocks = (markdown: string) => markdown.match(/```[\s\S]*?```/g) ?? [];
    const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    const headings = (markdown: string) => markdown.match(/^#{1,6} /gm) ?? [];
    // Paragraphs, lists, quotes and table rows line for line, as written in English.
    const blockShape = (markdown: string) =>
      markdown
        .split('\n')
        .map((line) => /^(\||\d+\. |- |> |#+ |```)?/.exec(line)?.[1] ?? (line.trim() ? 'p' : ''));
    const translated = [
      'weekly-catch-up-robots-rollouts-and-rebuilds',
      'the-truth-blog-finding-the-universal-thread',
      'hello-world',
    ];
    for (const demo of DEMO_POSTS) {
      const stored = deps.blog.bySlug(demo.slug);
      if (!translated.includes(demo.slug)) {
        expect(stored?.translations).toEqual({});
        continue;
      }
      expect(Object.keys(stored?.translations ?? {}).sort()).toEqual(['de', 'es', 'fr', 'it', 'pt']);
      for (const text of Object.values(stored?.translations ?? {})) {
        expect(text.title).not.toBe(demo.title);
        expect(text.excerpt).toBeTruthy();
        expect(codeBlocks(text.content)).toEqual(codeBlocks(demo.content));
        expect(links(text.content)).toEqual(links(demo.content));
        expect(headings(text.content)).toEqual(headings(demo.content));
        expect(blockShape(text.content)).toEqual(blockShape(demo.content));
      }
    }
    expect((await deps.posts.findBySlug('hello-world', 'de'))?.title).toBe('Hallo Welt');
  });

  it('adds nothing once any post exists, even a draft', async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'mine', published: false });
    expect(await seedDemoPosts(deps, 'owner-1')).toEqual({ outcome: 'skipped' });
    expect(await deps.posts.countAll()).toBe(1);
  });

  it('adds nothing on a second start', async () => {
    const deps = inMemoryBlogDeps();
    await seedDemoPosts(deps, null);
    expect(await seedDemoPosts(deps, null)).toEqual({ outcome: 'skipped' });
    expect(await deps.posts.countAll()).toBe(DEMO_POSTS.length);
  });
});
