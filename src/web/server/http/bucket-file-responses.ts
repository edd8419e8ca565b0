import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import type { OpenedFile, StoredFileReader } from '#application/blog/ports.ts';
import {
  isPublicBucket,
  isStoredFileKey,
  PRIVATE_FILE_CACHING,
  PUBLIC_FILE_CACHING,
} from '#infrastructure/storage/storage-keys.ts';
import type { StoredFileResponses } from './stored-file-responses.ts';

/** How long a browser may remember that a public file is read from the bucket's own address. */
const REDIRECT_CACHING = 'public, max-age=86400';

/**
 * Files in an S3 bucket, streamed through the site with the headers the disk gives (type, length,
 * ETag, Last-Modified, caching, one byte range, 304 to a matching revalidation); with a public URL for
 * the bucket, public files are redirected there instead. Private files always pass through the site.
 */
export function bucketFileResponses(
  reader: StoredFileReader,
  options: { publicUrl: string | undefined },
): StoredFileResponses {
  return {
    sendPublic(req, res, next, stored, missing) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return missing();
      const [, bucket = '', ...rest] = stored.split('/');
      const key = rest.join('/');
      if (!isPublicBucket(bucket) || !isStoredFileKey(bucket, key)) return missing();
      if (options.publicUrl) {
        res.setHeader('Cache-Control', REDIRECT_CACHING);
        return res.redirect(302, `${options.publicUrl}/${bucket}/${key}`);
      }
      void send(reader, req, res, next, { bucket, key, caching: PUBLIC_FILE_CACHING }, missing);
    },
    sendPrivate(req, res, next, file, missing) {
      if (!isStoredFileKey(file.bucket, file.key)) return missing();
      void send(reader, req, res, next, { ...file, caching: PRIVATE_FILE_CACHING }, missing);
    },
  };
}

async function send(
  reader: StoredFileReader,
  req: Request,
  res: Response,
  next: NextFunction,
  target: { bucket: string; key: string; caching: string },
  missing: () => void,
): Promise<void> {
  const range = requestedRange(req.get('range'));
  let opened: Awaited<ReturnType<StoredFileReader['open']>>;
  try {
    opened = await reader.open(target.bucket, target.key, range);
  } catch (error) {
    return next(error);
  }
  if (opened.status === 'missing') return missing();
  if (opened.status === 'range_not_satisfiable') {
    res.setHeader('Content-Range', `bytes */${opened.totalBytes}`);
    res.status(416).end();
    return;
  }
  const { file } = opened;
  describeFile(res, file, target.caching);
  // Express compares the request's If-None-Match / If-Modified-Since with the headers just set.
  if (req.fresh) {
    file.body.destroy();
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(file.bytes));
  if (file.range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.totalBytes}`);
  }
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // The browser went away, or the store broke off: the answer is cut short either way.
    req.log.warn({ err: error, file: `${target.bucket}/${target.key}` }, 'stored file not sent whole');
  }
}

function describeFile(res: Response, file: OpenedFile, caching: string): void {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', caching);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
}

/** One range of a `Range: bytes=…` header; several ranges, or anything else, get the whole file. */
function requestedRange(
  header: string | undefined,
): { start: number; end?: number } | { suffix: number } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  if (last === '') return { start: Number(first) };
  return Number(last) < Number(first) ? undefined : { start: Number(first), end: Number(last) };
}
