import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always sends `Origin` on a cross-site POST,
 * so any write whose origin is neither the site's public address nor the address it was called on is
 * refused. Requests without `Origin` (curl, server-to-server) carry no cookie a third party could ride.
 */
export function sameOriginWrites(baseUrl: string): RequestHandler {
  const publicOrigin = new URL(baseUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const crossSite = req.get('sec-fetch-site') === 'cross-site';
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (crossSite || (origin && origin !== publicOrigin && origin !== ownOrigin)) {
      res.status(403).json({ error: 'Cross-site request refused' });
      return;
    }
    next();
  };
}
