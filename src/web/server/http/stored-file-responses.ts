import type { NextFunction, Request, Response } from 'express';

/** How stored files reach the browser, once the routes have decided who may have them. */
export interface StoredFileResponses {
  /**
   * Answers a request for a public file; `stored` is its path under /storage, decoded and normalised
   * (`/blog-images/….jpg`). Calls `missing` when there is no such file.
   */
  sendPublic(req: Request, res: Response, next: NextFunction, stored: string, missing: () => void): void;
  /** Answers with a file of the private bucket, cached privately; calls `missing` when there is none. */
  sendPrivate(
    req: Request,
    res: Response,
    next: NextFunction,
    file: { bucket: string; key: string },
    missing: () => void,
  ): void;
}
