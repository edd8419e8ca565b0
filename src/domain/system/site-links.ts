import type { CheckOutcome } from './system-check.ts';

/** Spec: the known internal links `/test-suite` requests, in its order. */
export const KNOWN_PAGES = [
  '/',
  '/blog',
  '/cv',
  '/projects/medai',
  '/epie-electricians',
  '/epie-solar-solutions',
  '/educational-initiative',
  '/booking',
  '/login',
  '/register',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/cookie-policy',
  '/legal/data-protection',
] as const;

/** Spec: the demo posts' slugs ({name} is Danny in ours). */
export const KNOWN_POST_SLUGS = [
  'reunited-after-a-decade-dannys-back-in-london',
  'weekly-catch-up-robots-rollouts-and-rebuilds',
  'the-truth-blog-finding-the-universal-thread',
  'hello-world',
] as const;

export type SiteLinkKind = 'page' | 'post';

/**
 * A page must answer 200; a demo post that is missing (404: deleted or never seeded) is a warning,
 * not a broken site; a server error or an unreachable page fails either way.
 */
export function linkOutcome(kind: SiteLinkKind, status: number | null): CheckOutcome {
  if (status !== null && status >= 200 && status < 400) return 'pass';
  if (kind === 'post' && status === 404) return 'warning';
  return 'fail';
}
