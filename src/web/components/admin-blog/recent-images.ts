import { RECENT_GENERATED_IMAGES } from '#domain/blog/editor.ts';

/** The covers this browser generated last, newest first (spec: the editor keeps the 5 most recent). */
const STORAGE_KEY = 'blog_recent_generated_images';

const isImageAddress = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value));

export function readRecentImages(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isImageAddress).slice(0, RECENT_GENERATED_IMAGES) : [];
  } catch (error) {
    console.warn('Recent generated images could not be read', error);
    return [];
  }
}

/** Puts a new cover first and forgets the oldest beyond five; returns the new list. */
export function rememberGeneratedImage(url: string): string[] {
  const recent = [url, ...readRecentImages().filter((known) => known !== url)].slice(
    0,
    RECENT_GENERATED_IMAGES,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
  } catch (error) {
    console.warn('Recent generated images could not be saved', error);
  }
  return recent;
}
