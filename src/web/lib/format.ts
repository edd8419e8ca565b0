import { intlLocale } from '../i18n/intl-locale.ts';

const postDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A post's date in the reader's language, long form: "June 2, 2025" in English (the spec's long US
 * date), "2. Juni 2025" in German. In the owner's zone, so server and browser agree.
 */
export function formatPostDate(iso: string, language: string): string {
  const locale = intlLocale(language);
  let format = postDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/London' });
    postDates.set(locale, format);
  }
  return format.format(new Date(iso));
}
