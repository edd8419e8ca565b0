/** The site's six languages; every person the site writes to reads its e-mails in one of them. */
export const SITE_LANGUAGES = ['en', 'fr', 'it', 'es', 'de', 'pt'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value);
}

/** A stored or asked-for language as one the site writes in: anything else reads English. */
export function readerLanguage(value: unknown): SiteLanguage {
  return isSiteLanguage(value) ? value : DEFAULT_SITE_LANGUAGE;
}

/** A site link in the reader's language: `?lang=xx` or `&lang=xx` added (English links stay as they were). */
export function linkIn(url: string, language: SiteLanguage): string {
  if (language === DEFAULT_SITE_LANGUAGE) return url;
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  const withLang = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}lang=${language}`;
  return hash === undefined ? withLang : `${withLang}#${hash}`;
}
