import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { PageCache } from '#web/server/page-cache.ts';

const page = {
  headers: [['content-type', 'text/html']] as [string, string][],
  body: '<p>Hello</p>'.repeat(50),
};

describe('the page cache', () => {
  it('keeps a page with its brotli and gzip bodies, each with an ETag of its own', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    await cache.store('en /blog', page);
    const cached = cache.get('en /blog');
    const tags = Object.values(cached?.etags ?? {});
    expect(tags).toEqual([expect.stringMatching(/^"[\w-]+"$/), expect.any(String), expect.any(String)]);
    expect(new Set(tags).size).toBe(3);
    expect(brotliDecompressSync(cached?.bodies.br ?? Buffer.alloc(0)).toString()).toBe(page.body);
    expect(gunzipSync(cached?.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe(page.body);
  });

  it('does not keep a page rendered before its content changed', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const storing = cache.store('en /blog', page);
    cache.clear();
    await storing;
    expect(cache.get('en /blog')).toBeUndefined();
  });

  it('keeps the first of two renders stored at once, so its ETag holds for its lifetime', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const first = cache.store('en /blog', page);
    const second = cache.store('en /blog', { ...page, body: `${page.body}<!-- another render -->` });
    await first;
    const etags = cache.get('en /blog')?.etags;
    // The second render is answered with the page kept, not its own.
    expect((await second).etags).toEqual(etags);
    expect(cache.get('en /blog')?.etags).toEqual(etags);
  });

  it('counts a page rendered to be kept as a miss and a page found as a hit, keeping its route', async () => {
    const counted = { hits: 0, misses: 0 };
    const cache = new PageCache({
      ttlMs: 60_000,
      counters: { hit: () => counted.hits++, miss: () => counted.misses++ },
    });
    expect(cache.get('en /blog')).toBeUndefined();
    await cache.store('en /blog', { ...page, route: 'page:/blog' });
    expect(cache.get('en /blog')?.route).toBe('page:/blog');
    cache.get('en /blog');
    expect(counted).toEqual({ hits: 2, misses: 1 });
  });

  it('lets a miss of a page being rendered wait for that render and take the page it keeps', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    expect(cache.isRendering('en /blog')).toBe(false);
    const finished = cache.beginRendering('en /blog');
    const waiters = [cache.awaitRendering('en /blog'), cache.awaitRendering('en /blog')];
    expect(cache.isRendering('en /blog')).toBe(true);
    const storing = cache.store('en /blog', page);
    // The renderer's response ends before the page is compressed and kept: the waiters still get it.
    finished();
    await storing;
    const [first, second] = await Promise.all(waiters);
    expect(first?.etags).toEqual(cache.get('en /blog')?.etags);
    expect(second).toBe(first);
    expect(cache.isRendering('en /blog')).toBe(false);
  });

  it('releases the waiters to render themselves when the render ends with nothing to keep', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const finished = cache.beginRendering('en /blog');
    const waiter = cache.awaitRendering('en /blog');
    finished();
    expect(await waiter).toBeUndefined();
    expect(cache.isRendering('en /blog')).toBe(false);

    // Content changed while it was being kept: nothing kept, the waiters render the new content.
    const again = cache.beginRendering('en /blog');
    const late = cache.awaitRendering('en /blog');
    const storing = cache.store('en /blog', page);
    again();
    cache.clear();
    await storing;
    expect(await late).toBeUndefined();
  });

  it('never shares the page of a link that confirms an unverified project (it carries a token)', () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const get = (url: string) =>
      ({ method: 'GET', path: url.split('?')[0], originalUrl: url, headers: {} }) as unknown as Request;
    expect(cache.keyFor(get('/client_onboarding?sent=1'), 'en')).toBe('en /client_onboarding?sent=1');
    expect(cache.keyFor(get('/client_onboarding/confirm?token=abc'), 'en')).toBeUndefined();
  });

  it('admits a page asked for a second time, or one that others wait for, never one asked for once', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    expect(cache.admits('en /blog?x=1')).toBe(false);
    expect(cache.admits('en /blog?x=2')).toBe(false);
    expect(cache.admits('en /blog?x=1')).toBe(true);
    cache.beginRendering('en /cv');
    void cache.awaitRendering('en /cv');
    expect(cache.admits('en /cv')).toBe(true);
  });

  it('gives a page asked for with tracking parameters the key of the page without them', () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const request = (originalUrl: string) =>
      ({ method: 'GET', path: originalUrl.split('?')[0], originalUrl, headers: {} }) as unknown as Request;
    expect(cache.keyFor(request('/blog?utm_source=x&tag=ai&fbclid=y'), 'en')).toBe('en /blog?tag=ai');
    expect(cache.keyFor(request('/blog?UTM_MEDIUM=mail'), 'fr')).toBe('fr /blog');
  });
});
