import type { ContentEvents } from '#application/blog/ports.ts';
import type { ServiceEvents } from '#application/booking/ports.ts';

/** The one message every process acts on: something a cached public page shows changed. */
export const CONTENT_CHANGED = 'content-changed';

/**
 * Listeners of content changes: each web process drops its cached pages. Posts (blog, home, feeds) and
 * services with their hours (booking pages) all lead to the same news.
 */
export interface ContentEventsHub extends ContentEvents, ServiceEvents {
  /** Resolves once the listener will hear every later change. */
  onContentChanged(listener: () => void): Promise<void>;
  close(): Promise<void>;
}
