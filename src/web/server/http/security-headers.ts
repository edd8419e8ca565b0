import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { MUSIC_ITEMS } from '../../components/home/music-items.ts';
import { TEASER_EMBED_URL } from '../../components/launch/launch-plan.ts';

/** What the pages carry inline, as the Content-Security-Policy must allow it. */
export type InlineContent =
  /** Built pages: no inline script and no inline stylesheet (they link hashed files). */
  | 'none'
  /** Vite's development server: hot reload runs inline scripts and injects styles. */
  | 'development';

export interface SecurityHeadersOptions {
  inlineContent: InlineContent;
  /** HSTS: only where the site is served over HTTPS (production). */
  strictTransportSecurity: boolean;
}

/** The players the site frames, derived from their addresses: the music modal's four and the launch teaser. */
export const EMBED_ORIGINS: readonly string[] = [
  ...new Set(
    [...MUSIC_ITEMS.map((item) => item.embedUrl), TEASER_EMBED_URL].map((url) => new URL(url).origin),
  ),
];

const BLOG_MEDIA = /^\/storage\/blog-(?:images|videos)\//;

/** Features no page uses: an embedded frame cannot be given them either. */
const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers of every answer (ARCHITECTURE: security model): pages (the page cache's hits
 * too), static and stored files, tRPC, the API and errors. The policy is the same for every request, so
 * a cached page (the same bytes for everyone) needs no per-request nonce: it carries no inline script
 * and no inline stylesheet.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const development = options.inlineContent === 'development';
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
        'script-src-attr': ["'none'"],
        // No style attribute in the HTML: React sets `style` props through the CSSOM, which CSP allows.
        'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Posts' covers, videos and markdown images may live on any HTTPS host (the editor accepts them).
        'img-src': ["'self'", 'https:'],
        'media-src': ["'self'", 'https:'],
        'font-src': ["'self'"],
        'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        'frame-src': EMBED_ORIGINS,
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        // 'Pay by card' without JavaScript posts here and is redirected to Stripe Checkout.
        'form-action': ["'self'", 'https://checkout.stripe.com'],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.strictTransportSecurity
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const blogMedia = helmet.crossOriginResourcePolicy({ policy: 'cross-origin' });
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      // Posts' images and videos are public and shown elsewhere too (feed readers).
      if (BLOG_MEDIA.test(req.path)) return blogMedia(req, res, next);
      next();
    });
}
