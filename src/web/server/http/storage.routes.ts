import path from 'node:path';
import { type Response, Router } from 'express';
import type { StoredFileReader } from '#application/blog/ports.ts';
import { maySeeProjectFiles } from '#application/portal/may-see-project-files.ts';
import { PROJECT_FILES_BUCKET } from '#domain/clients/inquiry.ts';
import type { FileLocation } from '#infrastructure/storage/open-file-storage.ts';
import { bucketFileResponses } from './bucket-file-responses.ts';
import { diskFileResponses } from './disk-file-responses.ts';
import type { StoredFileResponses } from './stored-file-responses.ts';

const PRIVATE_PREFIX = `/${PROJECT_FILES_BUCKET}/`;
/** A stored file's own name: no folder, no dot but the extension's (so never `..`). */
const STORED_NAME = /^[\w-]+\.[a-z0-9]+$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** How files are sent, for where they live: Express's static server on disk, streams from a bucket. */
export function storedFileResponses(location: FileLocation, reader: StoredFileReader): StoredFileResponses {
  return location.kind === 'disk'
    ? diskFileResponses(location.uploadsDir)
    : bucketFileResponses(reader, { publicUrl: location.publicUrl });
}

const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

/**
 * Public stored files (blog images and videos, covers): they never change under their generated
 * names, so they are cached for a year and served before sessions and services. The private bucket is
 * left to `privateStorageRoutes`, which runs after the session is known. The incoming area is a dot
 * folder, never served.
 */
export function publicStorageRoutes(files: StoredFileResponses): Router {
  const routes = Router();
  routes.use('/storage', (req, res, next) => {
    const stored = storedPath(req.path);
    if (stored === null) return notFound(res);
    if (stored.startsWith(PRIVATE_PREFIX)) return next();
    files.sendPublic(req, res, next, stored, () => notFound(res));
  });
  return routes;
}

/**
 * A project's files (its client's reference images) for that client and staff only, cached privately;
 * anyone else gets the 404 an unknown file gets.
 */
export function privateStorageRoutes(files: StoredFileResponses): Router {
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
    files.sendPrivate(req, res, next, { bucket: PROJECT_FILES_BUCKET, key: `${projectId}/${file}` }, () =>
      notFound(res),
    );
  });
  routes.use(`/storage/${PROJECT_FILES_BUCKET}`, (_req, res) => notFound(res));
  return routes;
}
