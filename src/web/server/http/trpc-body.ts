import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { isStaff } from '#domain/accounts/user.ts';
import { NESTED_TOO_DEEPLY, nestedDeeperThan } from './json-depth.ts';
import { declaredOver, dropRestOfBody } from './upload-refusal.ts';

/** A call's input from anyone: the longest public form (an inquiry, a message) is a few tens of KB. */
const TRPC_BODY_LIMIT = 256 * 1024;
/**
 * Staff save posts: 200,000 characters of content in the original and each of six translations, up
 * to 3 bytes a character in UTF-8, with titles, excerpts and JSON's escapes.
 */
const STAFF_TRPC_BODY_LIMIT = 8 * 1024 * 1024;

function limitFor(req: Request): number {
  return req.user && isStaff(req.user.role) ? STAFF_TRPC_BODY_LIMIT : TRPC_BODY_LIMIT;
}

/**
 * Reads a tRPC call's body within its limit, for tRPC to parse (`req.body` as a string): a body that
 * declares more is refused with 413 before a byte of it is read, and a chunked one is cut off at the
 * limit, so one request can never hold more than the limit in memory. Input nested deeper than any
 * call of the site (in the body, or a query's `input`) is refused before it is parsed.
 */
export function boundedTrpcBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') {
      const input = new URLSearchParams(req.url.split('?')[1] ?? '').get('input');
      return input && nestedDeeperThan(input) ? refuseNestedTooDeeply(res) : next();
    }
    const limit = limitFor(req);
    if (declaredOver(req, limit)) return refuseTooLarge(req, res);
    getRawBody(req, { limit, length: req.get('content-length'), encoding: 'utf8' }).then(
      (body) => {
        if (nestedDeeperThan(body)) return refuseNestedTooDeeply(res);
        req.body = body;
        next();
      },
      (error: { type?: string }) =>
        error.type === 'entity.too.large' ? refuseTooLarge(req, res) : next(error),
    );
  };
}

/** tRPC's own error shape, so the browser's client reads it like any other refusal. */
function refuseTooLarge(req: Request, res: Response): void {
  req.log.info({ declared: req.get('content-length') ?? 'chunked' }, 'tRPC body over its limit');
  dropRestOfBody(req, res);
  res.status(413).json({
    error: {
      message: 'The request is too large',
      code: -32413,
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
    },
  });
}

function refuseNestedTooDeeply(res: Response): void {
  res.status(400).json({
    error: { message: NESTED_TOO_DEEPLY, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
  });
}
