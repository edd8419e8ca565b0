import type { Request, RequestHandler, Response } from 'express';
import type { CachedPage, ContentEncoding, PageCache } from '../page-cache.ts';
import { nameRoute } from './route-name.ts';

/**
 * Answers a page-cache hit first of all, as a static file server would: before logging, sessions,
 * services and compression (the entry is compressed already). A browser holding the same version gets
 * `304 Not Modified`. A miss goes on to the rest of the app, which renders and keeps the page.
 */
export function pageCacheHits(cache: PageCache, languageOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyFor(req, languageOf(req));
    if (!key) return next();
    const page = cache.get(key);
    if (page) return sendCachedPage(req, res, page);
    // A miss: wait for the render of this page already under way, or be the one that renders it.
    if (cache.isRendering(key)) {
      cache.awaitRendering(key).then((kept) => (kept ? sendCachedPage(req, res, kept) : next()), next);
      return;
    }
    res.once('close', cache.beginRendering(key));
    next();
  };
}

function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  if (page.route) nameRoute(res, page.route);
  const common = { ETag: page.etag, Vary: 'Accept-Encoding', 'X-Page-Cache': 'hit' };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, common).end();
    return;
  }
  const encoding = (req.acceptsEncodings('br', 'gzip') || 'identity') as ContentEncoding;
  const body = page.bodies[encoding];
  res.writeHead(200, {
    ...Object.fromEntries(page.headers),
    ...common,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
