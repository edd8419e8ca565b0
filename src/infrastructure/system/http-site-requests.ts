import type { SiteRequests } from '#application/system/ports.ts';

// FOUNDATION (issue 19): helper "site-pages" builds this adapter (fetch with a timeout, no redirects
// followed, X-Forwarded-For so the site's per-address limits count the visitor, not itself).

/** `origin()` is the address the site listens on, known once the server is listening. */
export function createSiteRequests(_origin: () => string): SiteRequests {
  return {
    get: () => Promise.reject(new Error('site requests not built yet')),
    postJson: () => Promise.reject(new Error('site requests not built yet')),
  };
}
