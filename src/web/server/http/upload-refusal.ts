import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from './error-response.ts';

/**
 * After refusing a body, the connection is kept this long without reading more of it, then closed:
 * the sender's writes stall (TCP pushes back) while it reads the answer, and closing later, not at
 * once, keeps its system from throwing the unread answer away. Read on instead, a refused 300 MB body
 * was read to its end.
 */
const LINGER_MS = 2_000;
/** The rest of a body left unread by an answer that kept its connection, read to keep it usable. */
const KEPT_CONNECTION_BODY_BYTES = 1024 * 1024;

/** Whether the request declares a body larger than the limit (refused before a byte is read). */
export function declaredOver(req: Request, maxBytes: number): boolean {
  const length = Number(req.get('content-length'));
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Answers an upload's error; what the browser still sends is not read, and the connection is closed
 * once it has had time to read the answer.
 */
export function refuseUpload(req: Request, res: Response, next: NextFunction, error: unknown): void {
  dropRestOfBody(req, res);
  sendError(res, next, error);
}

/**
 * Before answering a request whose body is not wanted: what the browser still sends is not read (never
 * kept), and the connection is closed a little after the answer.
 */
export function dropRestOfBody(req: Request, res: Response): void {
  if (req.readableEnded) return;
  // So that the sender does not send another request on this connection.
  res.setHeader('Connection', 'close');
  lingerThenClose(req);
}

/**
 * For every request: a body the answer left unread (a parser that stopped at its limit, a route that
 * needed none) is not read to its end after the answer, as Node would to keep the connection.
 */
export function dropUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      // An answer that kept the connection: the sender will use it again, so the rest of a small body is
      // read to keep it usable, and only a large one closes it.
      if (res.shouldKeepAlive) readAtMost(req, KEPT_CONNECTION_BODY_BYTES);
      else lingerThenClose(req);
    });
    next();
  };
}

/** Reads and drops the rest of a body, closing the connection once more than `maxBytes` came. */
function readAtMost(req: Request, maxBytes: number): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBytes) req.socket?.destroy();
  });
  req.resume();
}

function lingerThenClose(req: Request): void {
  const socket = req.socket as (Request['socket'] & { destroySoon?: () => void }) | null;
  if (!socket || socket.destroyed) return;
  // Node closes a `Connection: close` answer's connection outright once the answer is sent; a sender
  // still sending would then lose the answer. Only the writing side is closed then.
  socket.destroySoon = () => socket.end();
  req.pause();
  // Node resumes a request whose answer is sent, to read the rest: it stays paused.
  req.on('resume', () => req.pause());
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  req.once('close', () => clearTimeout(timer));
}
