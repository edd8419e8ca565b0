/** The site's six languages; every person the site writes to reads its e-mails in one of them. */
export const SITE_LANGUAGES = ['en', 'fr', 'it', 'es', 'de', 'pt'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/**
 * The locale whose conventions each language follows, for `Intl` (dates, money, plural rules), on the
 * pages and in e-mails. English is British: the site is the UK owner's, priced in GBP on London time
 * ("27 Nov 2026, 08:50", not "Nov 27, 2026, 8:50 AM"). Portuguese is European, as the texts are
 * ("Definições"): `Intl` given a bare "pt" answers for Brazil, where 0 is singular ("0 gosto").
 */
export const INTL_LOCALES: Record<SiteLanguage, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  de: 'de-DE',
  pt: 'pt-PT',
};

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
