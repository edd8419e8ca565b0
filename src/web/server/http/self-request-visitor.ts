import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { SELF_REQUEST_HEADER } from '#infrastructure/system/http-site-requests.ts';

/**
 * The site's requests to itself (the test pages request the site as their visitor would) carry the
 * visitor's address in `X-Forwarded-For` with this process's secret beside it: only with the secret is
 * that address believed, whatever TRUST_PROXY says, so a test run counts against its visitor's
 * per-address limits rather than the site's own address. Anyone else's `X-Forwarded-For` counts only
 * through a trusted proxy (express's `trust proxy`).
 */
export function selfRequestVisitor(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = req.get(SELF_REQUEST_HEADER);
    const visitor = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (given !== undefined && visitor && isIP(visitor) !== 0 && sameSecret(Buffer.from(given), expected))
      Object.defineProperty(req, 'ip', { value: visitor, configurable: true, enumerable: true });
    next();
  };
}

function sameSecret(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
