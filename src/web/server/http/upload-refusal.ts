import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response.ts';

/** After refusing an upload, the rest of the body is read and dropped for at most this long. */
const DRAIN_MS = 10_000;

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
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}
