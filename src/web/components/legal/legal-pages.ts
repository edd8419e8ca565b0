/** The four legal pages: their address under /legal/ and their key under `legal.pages` in the texts. */
export const LEGAL_PAGES = [
  { slug: 'privacy-policy', key: 'privacyPolicy' },
  { slug: 'terms-of-service', key: 'termsOfService' },
  { slug: 'cookie-policy', key: 'cookiePolicy' },
  { slug: 'data-protection', key: 'dataProtection' },
] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];

export function legalPageBySlug(slug: string | undefined): LegalPage | undefined {
  return LEGAL_PAGES.find((page) => page.slug === slug);
}

/** Spec: every legal page shows "Last updated: May 14, 2025". */
export const LAST_UPDATED = '2025-05-14';

/** The page a route matched; the route function lets only the four slugs through. */
export function requireLegalPage(slug: string | undefined): LegalPage {
  const page = legalPageBySlug(slug);
  if (!page) throw new Error(`No legal page "${slug}"`);
  return page;
}

export const legalPath = (page: LegalPage) => `/legal/${page.slug}`;
