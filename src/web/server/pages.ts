import type { Server } from 'node:http';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createDevMiddleware, renderPage } from 'vike/server';
import type { Viewer } from '#application/accounts/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import type { FormSubmission } from '../lib/form-submission.ts';
import { sendCachedPage, sendFirstRender } from './http/cached-page-response.ts';
import { nameRoute, pageRouteName } from './http/route-name.ts';
import type { InlineContent } from './http/security-headers.ts';
import { PAGE_VARY, type PageCache } from './page-cache.ts';
import { logRenderProblem } from './render-log.ts';
import { lowerScriptPriority } from './script-priority.ts';
import type { ServerCaller } from './trpc/app.router.ts';
import { isServiceUnavailable } from './unavailable.ts';
import { sendUnavailablePage } from './unavailable-page.ts';

/** What a page's hooks know of the request: the in-process tRPC caller and who is asking. */
export interface RequestPageContext {
  trpc: ServerCaller;
  user: Viewer | null;
  lang: Language;
  contactEmail: string;
  /** The site's public address, for canonical and social links. */
  siteUrl: string;
  formSubmission: FormSubmission | null;
}

export interface PageRenderer {
  /** Static files: Vite's dev middleware (hot reload) or the built, hashed assets. */
  assets: RequestHandler;
  /**
   * Server-side renders every page vike knows; unknown paths get the 404 page. With a cache, anonymous
   * pages are rendered once and then served from memory.
   */
  render(pageContextFor: (req: Request) => RequestPageContext, cache?: PageCache): RequestHandler;
  /** What the pages carry inline, for the Content-Security-Policy. */
  inlineContent: InlineContent;
  close(): Promise<void>;
}

const ONE_YEAR_SECONDS = 31_536_000;
/** The files of `public/` keep their names (social cards, the favicon, the song): kept a day. */
const ONE_DAY_SECONDS = 86_400;

/**
 * Vite in middleware mode: pages are compiled on demand and hot-reloaded, the hot-reload socket sharing
 * the site's own HTTP server (and port).
 */
export async function createDevPageRenderer(root: string, httpServer: Server): Promise<PageRenderer> {
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root,
    viteConfig: { server: { hmr: { server: httpServer } } },
  });
  return {
    assets: devMiddleware,
    render: renderWith((html) => html),
    inlineContent: 'development',
    close: () => viteServer.close(),
  };
}

/**
 * The output of `npm run build`: hashed files cached for a year, the files of `public/` for a day. Scripts
 * and stylesheets are sent as the Brotli or gzip copies the build wrote beside them
 * (`build/precompressed-assets.ts`), never compressed again per request.
 */
export function createBuiltPageRenderer(root: string): PageRenderer {
  const files = expressStaticGzip(path.join(root, 'dist/client'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : `public, max-age=${ONE_DAY_SECONDS}`,
        );
      },
    },
  });
  // Every built file has an extension and no page has one: a page's path is never looked for on disk.
  const assets: RequestHandler = (req, res, next) =>
    path.extname(req.path) ? files(req, res, next) : next();
  return {
    assets,
    render: renderWith(lowerScriptPriority),
    inlineContent: 'none',
    close: async () => {},
  };
}

function send(res: Response, headers: [string, string][], body: string) {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.status(200).send(body);
}

/** `finishHtml` rewrites each rendered page before it is sent or cached. */
const renderWith =
  (finishHtml: (html: string) => string) =>
  (pageContextFor: (req: Request) => RequestPageContext, cache?: PageCache): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = pageContextFor(req);
      // Hits were answered before the app (`pageCacheHits`); a cacheable page rendered here is kept.
      const key = cache?.keyFor(req, context.lang);
      const pageContext = await renderPage({
        // A refused form is shown again on its page, which is not always the address it posted to.
        urlOriginal: context.formSubmission?.page ?? req.originalUrl,
        headersOriginal: req.headers,
        requestId: String(req.id),
        ...context,
      });
      const { httpResponse, errorWhileRendering } = pageContext;
      const route = pageRouteName(pageContext.pageId);
      if (isServiceUnavailable(errorWhileRendering)) {
        nameRoute(res, route);
        req.log.warn({ err: errorWhileRendering }, 'service unavailable: page answered 503');
        return sendUnavailablePage(res, context.lang);
      }
      if (errorWhileRendering) logRenderProblem(req.log, errorWhileRendering, httpResponse?.statusCode);
      if (!httpResponse) return next();
      nameRoute(res, route);
      if (key && cache && httpResponse.statusCode === 200) {
        const body = finishHtml(await httpResponse.getBody());
        const page = { headers: httpResponse.headers, body, route, requestId: String(req.id) };
        if (!cache.admits(key)) return sendFirstRender(req, res, page);
        // Answered as later hits will be: the same bodies, the same ETags.
        const kept = await cache.store(key, page).catch((error: unknown) => {
          req.log.warn({ err: error }, 'page not cached');
        });
        if (kept) return sendCachedPage(req, res, kept, 'miss');
        res.setHeader('Vary', PAGE_VARY);
        return send(res, page.headers, page.body);
      }
      res.setHeader('Vary', PAGE_VARY);
      for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
      // A refused form post is answered with its own status (400, 429...), on the page it came from.
      const refused = httpResponse.statusCode === 200 ? context.formSubmission?.status : undefined;
      res.status(refused ?? httpResponse.statusCode).send(finishHtml(await httpResponse.getBody()));
    } catch (error) {
      next(error);
    }
  };
