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
  /** The page's route as the metrics name it (`page:/blog/@slug`), so a hit is labelled like a miss. */
  route?: string;
  /** The id of the request it was rendered for, which the page carries (for error reports) and nothing else differs by. */
  requestId?: string;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * A page kept ready to send as a static file is: compressed both ways, each body with an ETag of its
 * own (RFC 9110: a strong tag names one representation, and a gzip body is not the Brotli one).
 */
export interface CachedPage {
  headers: [string, string][];
  etags: Record<ContentEncoding, string>;
  /**
   * A weak tag of what the page says, whichever request rendered it: the tag its first render was
   * answered with (before it was kept) still names it.
   */
  contentTag: string;
  bodies: Record<ContentEncoding, Buffer>;
  route?: string | undefined;
}

/**
 * What a page's content depends on besides its address: the encoding, and the language, which comes
 * from `?lang=`, the language cookie or Accept-Language (a signed-in reader's cookie also makes it
 * theirs). Sent with every page, so that no cache between here and the reader mixes them up.
 */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** A render of a page to be kept, which later misses of its key wait for. */
interface Rendering {
  done: Promise<CachedPage | undefined>;
  settle(page: CachedPage | undefined): void;
  /** `store` took the page: the waiters are settled when it is kept, not when the response ends. */
  storing: boolean;
  /** Other requests waiting for this render: a page asked for by several at once is worth keeping. */
  waiters: number;
}

/** Counts hits and misses for the metrics. */
export interface PageCacheCounters {
  hit(): void;
  miss(): void;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Pages that carry a reader's own state or a one-time token (a booking's cancel link, the link that
 * confirms an unverified project, an address's last test run and cooldown) are never shared.
 */
/**
 * Query parameters that only say where a visitor came from: no page reads them, so a page asked for
 * with them is the page without them (one entry, not one per campaign or click).
 */
const TRACKING_PARAMETERS = /^(?:utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i;

/** How many addresses the cache remembers having been asked for once (see `admits`). */
const ASKED_ONCE_MAX = 10_000;

const PRIVATE_PATHS =
  /^\/(?:admin|account|login|client_login|portal|newsletter|register\/confirm|booking\/(?:cancel|reschedule)|client_onboarding\/confirm|test-connection|test-suite)(?:\/|$)/;

/**
 * Anonymous GETs of public pages, rendered once and served from memory (ARCHITECTURE: performance
 * model), keyed by URL and language. Each entry is kept compressed (brotli and gzip) with an ETag, so a
 * hit costs what a static file costs. Entries live `ttlMs` at most, so counts shown in the HTML (views,
 * likes) catch up on their own; content changes call `clear()`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Counts `clear()` calls: a page rendered before one must not be kept after it. */
  private generation = 0;
  private readonly counters: PageCacheCounters | undefined;
  /**
   * Pages being rendered to be kept, by key: a miss for a key already under way waits for that render
   * instead of making its own, so a cold page asked for by many readers at once is rendered once.
   */
  private readonly rendering = new Map<string, Rendering>();
  /** Keys asked for once within the TTL: a second request makes a page worth keeping (`admits`). */
  private readonly askedOnce: LRUCache<string, true>;

  constructor(options: { ttlMs: number; maxBytes?: number; counters?: PageCacheCounters | undefined }) {
    this.counters = options.counters;
    this.askedOnce = new LRUCache<string, true>({ max: ASKED_ONCE_MAX, ttl: options.ttlMs });
    this.pages = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page, key) =>
        page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length + key.length + 200,
    });
  }

  /** The cache key of a request, or undefined when its page must be rendered for this reader alone. */
  keyFor(req: Request, language: string): string | undefined {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return undefined;
    if (PRIVATE_PATHS.test(req.path)) return undefined;
    const url = new URL(req.originalUrl, 'http://site');
    for (const name of [...url.searchParams.keys()])
      if (TRACKING_PARAMETERS.test(name)) url.searchParams.delete(name);
    return `${language} ${url.pathname}${url.search}`;
  }

  /**
   * Whether a page rendered for `key` is worth keeping: it was asked for before within the TTL, or
   * others are waiting for this very render. A page asked for once (a query string made up for each
   * request, `/blog?x=<random>`) is answered and forgotten: it costs no Brotli pass and takes no room.
   */
  admits(key: string): boolean {
    const wanted = this.askedOnce.has(key) || (this.rendering.get(key)?.waiters ?? 0) > 0;
    this.askedOnce.set(key, true);
    // Rendered for want of a kept page all the same: a miss (`store` counts the ones it keeps).
    if (!wanted) this.counters?.miss();
    return wanted;
  }

  /** The page kept under this key; one found is a hit (only the request's own key is looked up). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) this.counters?.hit();
    return page;
  }

  /**
   * The page another request is rendering for `key`, once it is kept (a hit), or undefined when there is
   * no such render or it ended without a page to keep (not a 200, an error, content changed meanwhile):
   * the caller then renders it itself.
   */
  async awaitRendering(key: string): Promise<CachedPage | undefined> {
    const rendering = this.rendering.get(key);
    if (rendering) rendering.waiters += 1;
    const page = await rendering?.done;
    if (page) this.counters?.hit();
    return page;
  }

  /** Whether a render of `key` is under way (`awaitRendering` then waits for it). */
  isRendering(key: string): boolean {
    return this.rendering.has(key);
  }

  /**
   * Marks `key` as being rendered by the caller; later misses of it wait (`awaitRendering`). The
   * returned function is called when the caller's response has ended: unless the page is being kept by
   * then (`store`), the waiters are released to render it themselves.
   */
  beginRendering(key: string): () => void {
    let settle: (page: CachedPage | undefined) => void = () => {};
    const done = new Promise<CachedPage | undefined>((resolve) => {
      settle = resolve;
    });
    const rendering: Rendering = { done, settle, storing: false, waiters: 0 };
    this.rendering.set(key, rendering);
    return () => {
      if (!rendering.storing) this.settle(key, rendering, undefined);
    };
  }

  private settle(key: string, rendering: Rendering, page: CachedPage | undefined): void {
    if (this.rendering.get(key) === rendering) this.rendering.delete(key);
    rendering.settle(page);
  }

  /**
   * Compresses a rendered page as it is kept (zlib's thread pool makes its brotli and gzip bodies) and
   * keeps it, unless its content changed meanwhile (`clear()`) or an earlier request kept it already:
   * a page's ETags stay the same for its lifetime, so a browser holding it gets 304. Returns the page
   * ready to send, kept or not, so the render that made it is answered with the same bodies and tags.
   */
  async store(key: string, page: RenderedPage): Promise<CachedPage> {
    // Only a cacheable page rendered for want of a kept one is stored: a miss.
    this.counters?.miss();
    const generation = this.generation;
    const rendering = this.rendering.get(key);
    if (rendering) rendering.storing = true;
    try {
      const prepared = await prepare(page);
      const kept = this.pages.get(key);
      if (kept) return kept;
      if (generation === this.generation) this.pages.set(key, prepared);
      return prepared;
    } finally {
      // Waiters get the page kept (or, when none was, render it themselves).
      if (rendering) this.settle(key, rendering, this.pages.get(key));
    }
  }

  /** Forgets every page: called when content they show changes (a post published, edited, deleted). */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}

async function prepare(page: RenderedPage): Promise<CachedPage> {
  const identity = Buffer.from(page.body);
  const tag = createHash('sha1').update(identity).digest('base64url');
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return {
    headers: page.headers,
    etags: { identity: `"${tag}"`, gzip: `"${tag}-gzip"`, br: `"${tag}-br"` },
    contentTag: contentTagOf(page),
    bodies: { identity, br, gzip },
    route: page.route,
  };
}

/**
 * The weak ETag of what a page says: its body without the request id it carries, so two renders of
 * the same page have the same tag. A page answered without being kept is sent with it.
 */
export function contentTagOf(page: RenderedPage): string {
  const content = page.requestId ? page.body.replaceAll(page.requestId, '') : page.body;
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}
