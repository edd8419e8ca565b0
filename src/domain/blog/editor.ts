import { slugify } from './slug.ts';

export const IMAGE_ACTIONS = ['keep', 'generate', 'regenerate'] as const;
export type ImageAction = (typeof IMAGE_ACTIONS)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const SUGGESTED_TAG_LIMIT = 10;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 100;
/** Generated images the editor keeps to choose from. */
export const RECENT_GENERATED_IMAGES = 5;

/** The editor's starting choices for a loaded post (or a new one). */
export function initialMediaChoices(post: { imageUrl: string | null; isVlog: boolean } | null): {
  mediaType: MediaType;
  imageAction: ImageAction;
} {
  return {
    mediaType: post?.isVlog ? 'video' : 'image',
    imageAction: post?.imageUrl ? 'keep' : 'generate',
  };
}

/** Regenerate replaces an existing post's image, so it only exists when editing. */
export function isImageActionAllowed(action: ImageAction, editing: boolean): boolean {
  return action !== 'regenerate' || editing;
}

/** Whether saving draws a new cover: asked for, and never for a vlog (its picture is the thumbnail). */
export function shouldGenerateCover(action: ImageAction, mediaType: MediaType): boolean {
  return action !== 'keep' && mediaType === 'image';
}

/** Tags as saved: trimmed, empty ones dropped, duplicates (ignoring case) kept once, in order. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The tags offered while typing: the first 10 of the blog's sorted unique tags not already chosen. */
export function suggestedTags(allTags: readonly string[], chosen: readonly string[], typed = ''): string[] {
  const taken = new Set(chosen.map((tag) => tag.toLowerCase()));
  const needle = typed.trim().toLowerCase();
  return [...new Set(allTags)]
    .sort((a, b) => a.localeCompare(b))
    .filter((tag) => !taken.has(tag.toLowerCase()) && tag.toLowerCase().includes(needle))
    .slice(0, SUGGESTED_TAG_LIMIT);
}

/**
 * The slug base a save wants. A post that has been public keeps its address (links to it live on);
 * a post that never was follows its title.
 */
export function slugBaseForSave(
  title: string,
  existing: { slug: string; everPublished: boolean } | null,
): string | null {
  if (existing?.everPublished) return null;
  const base = slugify(title) || 'post';
  if (existing && (existing.slug === base || new RegExp(`^${escapeRegExp(base)}-\\d+$`).test(existing.slug)))
    return null;
  return base;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
