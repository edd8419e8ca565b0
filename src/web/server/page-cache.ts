import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { hasSessionCookie } from './http/session-cookie.ts';

/** A page as the renderer answered it. */
export interface RenderedPage {
  headers: [string, string][];
  body: string;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A page kept ready to send as a static file is: with its ETag, and compressed both ways once ready. */
export interface CachedPage {
  headers: [string, string][];
  etag: string;
  bodies: { identity: Buffer } & Partial<Record<ContentEncoding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages that carry a reader's own state or a one-time token are never shared. */
const PRIVATE_PATHS = /^\/(?:admin|account|login|client_login|portal|newsletter)(?:\/|$)/;

/**
 * Anonymous GETs of public pages, rendered once and served from memory (ARCHITECTURE: performance
 * model), keyed by URL and language. Each entry is kept compressed (brotli and gzip) with an ETag, so a
 * hit costs what a static file costs. Entries live `ttlMs` at most, so counts shown in the HTML (views,
 * likes) catch up on their own; content changes call `clear()`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(options: { ttlMs: number; maxBytes?: number }) {
    this.pages = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page, key) =>
        page.bodies.identity.length +
        (page.bodies.gzip?.length ?? 0) +
        (page.bodies.br?.length ?? 0) +
        key.length +
        200,
    });
  }

  /** The cache key of a request, or undefined when its page must be rendered for this reader alone. */
  keyFor(req: Request, language: string): string | undefined {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return undefined;
    if (PRIVATE_PATHS.test(req.path)) return undefined;
    return `${language} ${req.originalUrl}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Keeps the page at once, then adds its brotli and gzip bodies once zlib's thread pool has made them
   * (unless the page was dropped meanwhile); until then it is sent uncompressed.
   */
  async store(key: string, page: RenderedPage): Promise<void> {
    const identity = Buffer.from(page.body);
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    const entry: CachedPage = { headers: page.headers, etag, bodies: { identity } };
    this.pages.set(key, entry);
    const [br, gzip] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(identity, { level: 9 }),
    ]);
    if (this.pages.peek(key) !== entry) return;
    this.pages.set(key, { ...entry, bodies: { identity, br, gzip } }, { noUpdateTTL: true });
  }

  /** Forgets every page: called when content they show changes (a post published, edited, deleted). */
  clear(): void {
    this.pages.clear();
  }
}
