import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from './error-response.ts';

/**
 * After refusing a body, what the browser still sends is read and dropped (so it reads the answer
 * instead of a broken connection) for at most this long, and at most this much; then the connection
 * is closed. Unbounded, a refused 300 MB body was read to its end.
 */
const DRAIN_MS = 10_000;
const DRAIN_MAX_BYTES = 1024 * 1024;

/** Whether the request declares a body larger than the limit (refused before a byte is read). */
export function declaredOver(req: Request, maxBytes: number): boolean {
  const length = Number(req.get('content-length'));
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Answers an upload's error, then drops whatever the browser still sends (so it reads the answer
 * instead of a broken connection), closing the connection if it goes on too long.
 */
export function refuseUpload(req: Request, res: Response, next: NextFunction, error: unknown): void {
  dropRestOfBody(req, res);
  sendError(res, next, error);
}

/**
 * Before answering a request whose body is not wanted: what the browser still sends is dropped (never
 * kept), and the connection closed after the answer, or sooner if the body goes on too long.
 */
export function dropRestOfBody(req: Request, res: Response): void {
  if (req.readableEnded) return;
  res.setHeader('Connection', 'close');
  drainAtMost(req);
}

/**
 * For every request: a body the answer left unread (a parser that stopped at its limit, a route that
 * needed none) is not read to its end after the answer, as Node would to keep the connection.
 */
export function dropUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (!req.complete && !req.destroyed) drainAtMost(req);
    });
    next();
  };
}

function drainAtMost(req: Request): void {
  let dropped = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, DRAIN_MS);
  const stop = () => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) close();
  });
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
}
