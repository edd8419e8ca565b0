import type { Request, RequestHandler } from 'express';
import type { ContentEncoding, PageCache } from '../page-cache.ts';
import { nameRoute } from './route-name.ts';

/**
 * Answers a page-cache hit first of all, as a static file server would: before logging, sessions,
 * services and compression (the entry is compressed already). A browser holding the same version gets
 * `304 Not Modified`. A miss goes on to the rest of the app, which renders and keeps the page.
 */
export function pageCacheHits(cache: PageCache, languageOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyFor(req, languageOf(req));
    const page = key ? cache.get(key) : undefined;
    if (!page) return next();
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
  };
}
