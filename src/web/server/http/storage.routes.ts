import path from 'node:path';
import express, { type Response, Router } from 'express';
import { maySeeProjectFiles } from '#application/clients/may-see-project-files.ts';
import { PROJECT_FILES_BUCKET } from '#domain/clients/inquiry.ts';

const PRIVATE_PREFIX = `/${PROJECT_FILES_BUCKET}/`;
/** A stored file's own name: no folder, no dot but the extension's (so never `..`). */
const STORED_NAME = /^[\w-]+\.[a-z0-9]+$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A client's file may sit in their browser's cache for a day, never in a shared cache. */
const PRIVATE_CACHING = 'private, max-age=86400';

/**
 * The file a `/storage` path names, as the static server will read it (decoded and normalised), so
 * `/blog-images/..%2Fproject-files/...` counts as the private bucket; null for a path no stored file
 * has (`..` segments, backslashes, undecodable escapes).
 */
function storedPath(requested: string): string | null {
  try {
    const decoded = decodeURIComponent(requested);
    if (decoded.includes('\\') || decoded.includes('\0')) return null;
    const normalised = path.posix.normalize(decoded);
    return normalised.includes('..') ? null : normalised;
  } catch {
    return null;
  }
}

const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/**
 * Public stored files (blog images and videos, covers): they never change under their generated
 * names, so they are cached for a year and served before sessions and services. The private bucket is
 * left to `privateStorageRoutes`, which runs after the session is known. The incoming area is a dot
 * folder, never served.
 */
export function publicStorageRoutes(uploadsDir: string): Router {
  const routes = Router();
  const files = express.static(uploadsDir, {
    immutable: true,
    maxAge: '1y',
    index: false,
    dotfiles: 'ignore',
  });
  routes.use('/storage', (req, res, next) => {
    const stored = storedPath(req.path);
    if (stored === null) return notFound(res);
    if (stored.startsWith(PRIVATE_PREFIX)) return next();
    files(req, res, () => notFound(res));
  });
  return routes;
}

/**
 * A project's files (its client's reference images) for that client and staff only, cached privately;
 * anyone else gets the 404 an unknown file gets.
 */
export function privateStorageRoutes(uploadsDir: string): Router {
  const routes = Router();
  routes.get(`/storage/${PROJECT_FILES_BUCKET}/:projectId/:file`, async (req, res, next) => {
    const { projectId, file } = req.params;
    if (!UUID.test(projectId) || !STORED_NAME.test(file)) return notFound(res);
    try {
      if (!(await maySeeProjectFiles(req.services.clients, req.user ?? null, projectId)))
        return notFound(res);
    } catch (error) {
      return next(error);
    }
    res.setHeader('Vary', 'Cookie');
    res.sendFile(
      path.join(PROJECT_FILES_BUCKET, projectId, file),
      {
        root: uploadsDir,
        dotfiles: 'deny',
        cacheControl: false,
        headers: { 'Cache-Control': PRIVATE_CACHING },
      },
      (error?: Error & { status?: number }) => {
        if (!error) return;
        if (error.status === 404 && !res.headersSent) return notFound(res);
        next(error);
      },
    );
  });
  routes.use(`/storage/${PROJECT_FILES_BUCKET}`, (_req, res) => notFound(res));
  return routes;
}
