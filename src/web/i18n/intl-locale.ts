import { isLanguage, type Language } from './languages.ts';

/**
 * The locale whose conventions each language of the site follows, for `Intl` (dates, plural rules).
 * English is British: the site is the UK owner's, priced in GBP on London time ("27 Nov 2026, 08:50", not
 * "Nov 27, 2026, 8:50 AM"). Portuguese is European, as the texts are ("Definições"): `Intl`
 * given a bare "pt" answers for Brazil, where 0 is singular ("0 gosto", not "0 gostos").
 */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  de: 'de-DE',
  pt: 'pt-PT',
};

/** The `Intl` locale of a site language; any other code is passed through unchanged. */
export function intlLocale(language: string): string {
  return isLanguage(language) ? INTL_LOCALES[language] : language;
}
