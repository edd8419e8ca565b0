import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import getRawBody from 'raw-body';
import { dropRestOfBody } from './upload-refusal.ts';

/** What one form may hold, as body-parser counts it: more fields than this is not a form of the site. */
const PARAMETER_LIMIT = 1000;

type Verify = (req: Request, res: Response, body: string) => void;

interface BodyOptions {
  /** Bytes, or a size such as `'16kb'`. */
  limit: number | string;
}

/**
 * A middleware typed as connect's (body-parser's own type), so a route's parameters are still read
 * from its path.
 */
type BodyMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A parse failure as body-parser reports it, for the routes' error handlers (`unreadableJsonBody`). */
const unreadable = (message: string) =>
  Object.assign(new Error(message), { status: 400, expose: true, type: 'entity.parse.failed' });

/**
 * `express.urlencoded` and `express.json` as the site uses them, except that a body over its limit is
 * refused the moment it passes it (413, what follows dropped and the connection closed): body-parser
 * reads a refused body to its end before it answers, and a 300 MB body to `/contact` was read whole.
 */
function boundedBody(
  wanted: (req: Request) => boolean,
  parse: (text: string) => unknown,
  { limit }: BodyOptions,
  verify?: Verify,
): BodyMiddleware {
  return (incoming, response, next) => {
    const req = incoming as Request;
    const res = response as Response;
    if (req.body !== undefined || !wanted(req)) return next();
    getRawBody(req, { limit, length: req.get('content-length'), encoding: 'utf8' }).then(
      (text) => {
        try {
          verify?.(req, res, text);
          req.body = parse(text);
          next();
        } catch (error) {
          next(error);
        }
      },
      (error: { type?: string }) => {
        if (error.type === 'entity.too.large') dropRestOfBody(req, res);
        next(error);
      },
    );
  };
}

/** A plain HTML form's fields (`extended: false`): a name given twice holds both values. */
export function urlencodedBody(options: BodyOptions): BodyMiddleware {
  return boundedBody(
    (req) => Boolean(req.is('application/x-www-form-urlencoded')),
    (text) => {
      const fields: Record<string, string | string[]> = {};
      const pairs = new URLSearchParams(text);
      if ([...pairs.keys()].length > PARAMETER_LIMIT) throw unreadable('too many parameters');
      for (const [name, value] of pairs) {
        const earlier = fields[name];
        fields[name] =
          earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
      }
      return fields;
    },
    options,
  );
}

/**
 * A JSON body: an object or an array (body-parser's `strict`), `{}` when empty. `anyType` reads it
 * whatever its Content-Type (the API routes); `verify` sees the text before it is parsed.
 */
export function jsonBody(options: BodyOptions & { anyType?: boolean; verify?: Verify }): BodyMiddleware {
  return boundedBody(
    (req) => (options.anyType ? true : Boolean(req.is('application/json'))),
    (text) => {
      if (text.trim() === '') return {};
      if (!/^\s*[[{]/.test(text)) throw unreadable('Body must be a JSON object or array');
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw unreadable((error as Error).message);
      }
    },
    options,
    options.verify,
  );
}
