import { describe, expect, it } from 'vitest';
import {
  initialMediaChoices,
  isImageActionAllowed,
  normalizeTags,
  shouldGenerateCover,
  slugBaseForSave,
  suggestedTags,
} from '#domain/blog/editor.ts';
import { uniqueSlug } from '#domain/blog/slug.ts';

describe('the editor form', () => {
  it('starts a vlog in video mode and a post with an image on "keep"', () => {
    expect(initialMediaChoices({ imageUrl: '/a.png', isVlog: true })).toEqual({
      mediaType: 'video',
      imageAction: 'keep',
    });
    expect(initialMediaChoices({ imageUrl: null, isVlog: false })).toEqual({
      mediaType: 'image',
      imageAction: 'generate',
    });
    expect(initialMediaChoices(null)).toEqual({ mediaType: 'image', imageAction: 'generate' });
  });

  it('offers regenerate only when editing', () => {
    expect(isImageActionAllowed('regenerate', false)).toBe(false);
    expect(isImageActionAllowed('regenerate', true)).toBe(true);
    expect(isImageActionAllowed('generate', false)).toBe(true);
  });

  it('draws a cover on generate or regenerate, never for a video post', () => {
    expect(shouldGenerateCover('generate', 'image')).toBe(true);
    expect(shouldGenerateCover('regenerate', 'image')).toBe(true);
    expect(shouldGenerateCover('keep', 'image')).toBe(false);
    expect(shouldGenerateCover('generate', 'video')).toBe(false);
  });

  it('trims tags and ignores empty ones and duplicates', () => {
    expect(normalizeTags([' truth ', '', '   ', 'AI', 'truth', 'ai', 'peace'])).toEqual([
      'truth',
      'AI',
      'peace',
    ]);
  });

  it('suggests the first 10 of the sorted unique tags not yet chosen, matching what is typed', () => {
    const all = ['zen', 'ai', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'ai'];
    expect(suggestedTags(all, [])).toEqual(['ai', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(suggestedTags(all, ['AI', 'b'])).toEqual(['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'zen']);
    expect(suggestedTags(all, [], 'Z')).toEqual(['zen']);
  });
});

describe('the slug a save gives a post', () => {
  it('follows the title of a new post: lowercase, runs of other characters as one hyphen, trimmed', () => {
    expect(slugBaseForSave('  Hello, World!! ', null)).toBe('hello-world');
    expect(slugBaseForSave('***', null)).toBe('post');
  });

  it('never overwrites: a second "Hello World" gets its own slug', () => {
    const base = slugBaseForSave('Hello World', null) ?? '';
    expect(uniqueSlug(base, new Set(['hello-world']))).toBe('hello-world-2');
    expect(uniqueSlug(base, new Set(['hello-world', 'hello-world-2']))).toBe('hello-world-3');
  });

  it('keeps the address of a post that has been public, whatever its title becomes', () => {
    expect(slugBaseForSave('A New Title', { slug: 'hello-world', everPublished: true })).toBeNull();
  });

  it('follows a retitled draft, and leaves a draft whose title still gives its slug alone', () => {
    expect(slugBaseForSave('A New Title', { slug: 'hello-world', everPublished: false })).toBe('a-new-title');
    expect(slugBaseForSave('Hello World', { slug: 'hello-world-2', everPublished: false })).toBeNull();
    expect(slugBaseForSave('Hello World', { slug: 'hello-world', everPublished: false })).toBeNull();
  });
});
