import { describe, expect, it } from 'vitest';
import { metaDescription, truncateDescription } from '#domain/blog/meta-description.ts';
import { cardTags, displayDate } from '#domain/blog/post.ts';
import { readingMinutes } from '#domain/blog/reading-time.ts';
import { rankRelatedPosts } from '#domain/blog/related-posts.ts';
import { matchesSearch, matchesTag, normalizeSearch } from '#domain/blog/search.ts';
import { isValidSlug, slugify, uniqueSlug } from '#domain/blog/slug.ts';
import { defaultPreviewImage, socialPreviewImage } from '#domain/blog/social-preview.ts';

describe('slug rules', () => {
  it('lowercases the title and turns every run of non-letters/digits into one hyphen', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('Weekly Catch-up: Robots, Rollouts & Rebuilds')).toBe(
      'weekly-catch-up-robots-rollouts-rebuilds',
    );
    expect(slugify('  --Hello   World!!--  ')).toBe('hello-world');
  });

  it('drops accents and keeps letters of other alphabets', () => {
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(slugify('Straße 2025')).toBe('straße-2025');
  });

  it('gives a second post with the same title its own slug instead of overwriting', () => {
    expect(uniqueSlug('hello-world', new Set())).toBe('hello-world');
    expect(uniqueSlug('hello-world', new Set(['hello-world']))).toBe('hello-world-2');
    expect(uniqueSlug('hello-world', new Set(['hello-world', 'hello-world-2']))).toBe('hello-world-3');
    expect(uniqueSlug('', new Set())).toBe('post');
  });

  it('accepts only well-formed slugs', () => {
    expect(isValidSlug('hello-world')).toBe(true);
    expect(isValidSlug('Hello World')).toBe(false);
    expect(isValidSlug('-hello')).toBe(false);
    expect(isValidSlug('a--b')).toBe(false);
  });
});

describe('reading time', () => {
  it('is the words over 200, rounded up', () => {
    expect(readingMinutes(Array(200).fill('word').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('word').join(' '))).toBe(2);
    expect(readingMinutes(Array(1000).fill('word').join('  \n '))).toBe(5);
  });

  it('is never less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
  });
});

describe('related posts', () => {
  const post = (id: string, tags: string[], day: number) => ({ id, tags, createdAt: new Date(2025, 0, day) });
  const current = post('current', ['truth', 'peace', 'humanity'], 10);

  it('ranks by the number of shared tags, excludes the current post and posts sharing none', () => {
    const related = rankRelatedPosts(current, [
      current,
      post('one-shared', ['truth'], 9),
      post('none-shared', ['automation'], 8),
      post('three-shared', ['truth', 'peace', 'humanity'], 1),
      post('two-shared', ['peace', 'humanity', 'welcome'], 2),
    ]);
    expect(related.map((p) => p.id)).toEqual(['three-shared', 'two-shared', 'one-shared']);
  });

  it('keeps at most three, newest first on a tie', () => {
    const related = rankRelatedPosts(
      current,
      [1, 2, 3, 4].map((day) => post(`day-${day}`, ['truth'], day)),
    );
    expect(related.map((p) => p.id)).toEqual(['day-4', 'day-3', 'day-2']);
  });
});

describe('meta description', () => {
  it('uses the excerpt when there is one, else the plain content', () => {
    expect(metaDescription('A short excerpt.', 'The content')).toBe('A short excerpt.');
    expect(metaDescription(null, 'The content')).toBe('The content');
    expect(metaDescription('   ', 'The content')).toBe('The content');
  });

  it('cuts text longer than 160 characters to 157 plus "..."', () => {
    const long = 'x'.repeat(200);
    const cut = truncateDescription(long);
    expect(cut).toHaveLength(160);
    expect(cut).toBe(`${'x'.repeat(157)}...`);
    expect(truncateDescription('y'.repeat(160))).toBe('y'.repeat(160));
  });

  it('collapses whitespace', () => {
    expect(truncateDescription('one\n\n two   three')).toBe('one two three');
  });
});

describe('search and tag filter', () => {
  const post = {
    title: 'The Truth Blog',
    excerpt: 'Finding the universal thread',
    tags: ['philosophy', 'peace'],
  };

  it('matches a case-insensitive substring of the title, the excerpt or any tag', () => {
    expect(matchesSearch(post, 'truth')).toBe(true);
    expect(matchesSearch(post, 'UNIVERSAL')).toBe(true);
    expect(matchesSearch(post, 'philo')).toBe(true);
    expect(matchesSearch(post, 'robots')).toBe(false);
    expect(matchesSearch(post, '   ')).toBe(true);
  });

  it('needs the exact tag for the tag filter', () => {
    expect(matchesTag(post, 'peace')).toBe(true);
    expect(matchesTag(post, 'pea')).toBe(false);
    expect(matchesTag(post, undefined)).toBe(true);
  });

  it('normalises the query: trimmed, inner spaces collapsed, at most 100 characters', () => {
    expect(normalizeSearch('  the   truth ')).toBe('the truth');
    expect(normalizeSearch('z'.repeat(150))).toHaveLength(100);
  });
});

describe('cards', () => {
  it('show at most three tags, then "+N more"', () => {
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('date a published post by its publication, a draft by its creation', () => {
    const createdAt = new Date('2025-01-01T00:00:00Z');
    const publishedAt = new Date('2025-02-01T00:00:00Z');
    expect(displayDate({ published: true, publishedAt, createdAt })).toBe(publishedAt);
    expect(displayDate({ published: false, publishedAt: null, createdAt })).toBe(createdAt);
  });

  it('share with the truth preview for posts about truth, the AI preview otherwise', () => {
    expect(defaultPreviewImage({ title: 'The Truth Blog', tags: [] })).toBe('/og/truth-preview.png');
    expect(defaultPreviewImage({ title: 'Hello', tags: ['truth'] })).toBe('/og/truth-preview.png');
    expect(defaultPreviewImage({ title: 'Weekly update', tags: ['automation'] })).toBe('/og/ai-preview.png');
    expect(socialPreviewImage({ title: 'x', tags: [], imageUrl: '/storage/a.png' })).toBe('/storage/a.png');
  });
});
