import type { ContentEvents } from '#application/blog/ports.ts';

export const POSTS_CHANGED = 'posts-changed';

/** Listeners of content changes: each web process drops its cached pages. */
export interface ContentEventsHub extends ContentEvents {
  /** Resolves once the listener will hear every later change. */
  onPostsChanged(listener: () => void): Promise<void>;
  close(): Promise<void>;
}
