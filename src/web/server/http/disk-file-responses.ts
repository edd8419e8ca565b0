import path from 'node:path';
import express from 'express';
import { PRIVATE_FILE_CACHING } from '#infrastructure/storage/storage-keys.ts';
import type { StoredFileResponses } from './stored-file-responses.ts';

/** Files under the uploads folder, sent by Express's static file server (ranges, ETags, 304s). */
export function diskFileResponses(uploadsDir: string): StoredFileResponses {
  const files = express.static(uploadsDir, {
    immutable: true,
    maxAge: '1y',
    index: false,
    dotfiles: 'ignore',
  });
  return {
    sendPublic: (req, res, _next, _stored, missing) => files(req, res, missing),
    sendPrivate(_req, res, next, file, missing) {
      res.sendFile(
        path.join(file.bucket, file.key),
        {
          root: uploadsDir,
          dotfiles: 'deny',
          cacheControl: false,
          headers: { 'Cache-Control': PRIVATE_FILE_CACHING },
        },
        (error?: Error & { status?: number }) => {
          if (!error) return;
          if (error.status === 404 && !res.headersSent) return missing();
          next(error);
        },
      );
    },
  };
}
