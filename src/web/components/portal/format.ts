import { intlLocale } from '../../i18n/intl-locale.ts';

/** Spec: the currency is GBP, formatted en-GB in every language ("£1,234.50"). */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence as pounds: 123450 → "£1,234.50". */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

/** Spec (Transactions tab): "+" for a credit, "-" otherwise: "+£500.00", "-£300.00". */
export function formatSignedPence(signedPence: number): string {
  return `${signedPence < 0 ? '-' : '+'}${formatPence(Math.abs(signedPence))}`;
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** A message's time in the reader's language: "24 Nov 2026, 14:05" (the owner's zone, as post dates). */
export function formatDateTime(iso: string, language: string): string {
  const locale = intlLocale(language);
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/London',
    });
    dateTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}
