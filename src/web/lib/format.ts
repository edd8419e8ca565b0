import { intlLocale } from '../i18n/intl-locale.ts';

/**
 * Spec: the currency is GBP, formatted en-GB in every language ("£1,234.50"). Made at first use: a
 * currency formatter costs a phone ~20 ms to build, and most pages show no money.
 */
let gbp: Intl.NumberFormat | undefined;

/** Integer pence as pounds: 123450 → "£1,234.50". */
export function formatPence(pence: number): string {
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return gbp.format(pence / 100);
}

/** Spec (Transactions tab): "+" for a credit, "-" otherwise: "+£500.00", "-£300.00". */
export function formatSignedPence(signedPence: number): string {
  return `${signedPence < 0 ? '-' : '+'}${formatPence(Math.abs(signedPence))}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style, in the owner's zone, so server and browser agree. */
function londonFormat(language: string, style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'date'
        ? { dateStyle: 'long', timeZone: 'Europe/London' }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A post's date in the reader's language, long form: "2 June 2025" in English (British, as the whole
 * site), "2. Juni 2025" in German.
 */
export function formatPostDate(iso: string, language: string): string {
  return londonFormat(language, 'date').format(new Date(iso));
}

/** A message's time in the reader's language: "24 Nov 2026, 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return londonFormat(language, 'dateTime').format(new Date(iso));
}
