import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { hasSessionCookie } from './http/session-cookie.ts';

export interface CachedPage {
  statusCode: number;
  headers: [string, string][];
  body: string;
}

/** Pages that carry a reader's own state or a one-time token are never shared. */
const PRIVATE_PATHS = /^\/(?:admin|account|login|client_login|newsletter|portal)(?:\/|$)/;

/**
 * Anonymous GETs of public pages, rendered once and served from memory (ARCHITECTURE: performance
 * model), keyed by URL and language. Entries live `ttlMs` at most, so counts shown in the HTML (views,
 * likes) catch up on their own; content changes call `clear()`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(options: { ttlMs: number; maxBytes?: number }) {
    this.pages = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page, key) => page.body.length + key.length + 200,
    });
  }

  /** The cache key of a request, or undefined when its page must be rendered for this reader alone. */
  keyFor(req: Request, language: string): string | undefined {
    if (req.method !== 'GET' || hasSessionCookie(req)) return undefined;
    if (PRIVATE_PATHS.test(req.path)) return undefined;
    return `${language} ${req.originalUrl}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  /** Forgets every page: called when content they show changes (a post published, edited, deleted). */
  clear(): void {
    this.pages.clear();
  }
}
