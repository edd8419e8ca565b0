import type { Request, Response } from 'express';
import {
  type CachedPage,
  type ContentEncoding,
  contentTagOf,
  PAGE_VARY,
  type RenderedPage,
} from '../page-cache.ts';
import { nameRoute } from './route-name.ts';

/**
 * Sends a page from the page cache as a static file server would: the body compressed as the browser
 * accepts, with that body's own ETag; a browser that holds it (`If-None-Match` with the same tag, weak
 * or strong, or `*`) gets `304 Not Modified`. `cache` says whether the page was kept already (`hit`)
 * or was rendered for this request (`miss`).
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, cache: 'hit' | 'miss'): void {
  if (page.route) nameRoute(res, page.route);
  const encoding = (req.acceptsEncodings('br', 'gzip') || 'identity') as ContentEncoding;
  res.setHeader('ETag', page.etags[encoding]);
  res.setHeader('Vary', PAGE_VARY);
  res.setHeader('X-Page-Cache', cache);
  // The tag of the page's first render (weak, one for every encoding) still names this version.
  const held = req.headers['if-none-match'];
  if (holdsThisVersion(held, page.etags[encoding]) || holdsThisVersion(held, page.contentTag)) {
    res.writeHead(304).end();
    return;
  }
  const body = page.bodies[encoding];
  res.writeHead(200, {
    ...Object.fromEntries(page.headers),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * RFC 9110 13.1.2: `If-None-Match` is `*` or lists this tag, compared weakly (a `W/` prefix aside).
 * Not Express's `req.fresh`, which answers 200 whenever the request says `Cache-Control: no-cache`,
 * as fetch() does with every conditional request.
 */
export function holdsThisVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a cacheable page rendered for its first request, which is not kept (`PageCache.admits`): with
 * a weak ETag that the kept page will honour too, compressed on the way out like any other answer.
 */
export function sendFirstRender(req: Request, res: Response, page: RenderedPage): void {
  const etag = contentTagOf(page);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', PAGE_VARY);
  res.setHeader('X-Page-Cache', 'miss');
  if (holdsThisVersion(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.status(200).send(page.body);
}
