import type { Request, RequestHandler } from 'express';
import type { PageCache } from '../page-cache.ts';
import { sendCachedPage } from './cached-page-response.ts';

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
    if (page) return sendCachedPage(req, res, page, 'hit');
    // A miss: wait for the render of this page already under way, or be the one that renders it.
    if (cache.isRendering(key)) {
      cache.awaitRendering(key).then((kept) => (kept ? sendCachedPage(req, res, kept, 'hit') : next()), next);
      return;
    }
    res.once('close', cache.beginRendering(key));
    next();
  };
}
