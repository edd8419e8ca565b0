import { INTL_LOCALES } from '#domain/shared/language.ts';
import { isLanguage } from './languages.ts';

/** The `Intl` locale of a site language (see `INTL_LOCALES`); any other code is passed through unchanged. */
export function intlLocale(language: string): string {
  return isLanguage(language) ? INTL_LOCALES[language] : language;
}
