import { INTL_LOCALES, type SiteLanguage } from '#domain/shared/language.ts';

export const emailLocale = (language: SiteLanguage) => INTL_LOCALES[language];

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

/** "Tuesday 2 June 2026, 11:00 (Europe/Paris)"; "Dienstag, 2. Juni 2026, 11:00 (Europe/Paris)". */
export function formatMoment(language: SiteLanguage, instant: Date, timeZone: string): string {
  const locale = emailLocale(language);
  const date = cached(
    `date ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  ).format(instant);
  const time = cached(
    `time ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(instant);
  // en-GB writes "Tuesday, 2 June 2026" in some ICU versions; the site's English has no comma there.
  return `${language === 'en' ? date.replace(',', '') : date}, ${time} (${timeZone})`;
}

/** A calendar day in a zone (London, the owner's, by default): "27 November 2026", "27. November 2026". */
export function formatDay(language: SiteLanguage, day: Date, timeZone = 'Europe/London'): string {
  const locale = emailLocale(language);
  return cached(
    `day ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  ).format(day);
}

/** Integer pence as pounds for the reader, always with "£" (French CLDR would write "£GB"): "£1,234.50", "1.234,50 £". */
export function formatPence(language: SiteLanguage, pence: number): string {
  const locale = emailLocale(language);
  return cached(
    `gbp ${locale}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' }),
  ).format(pence / 100);
}
