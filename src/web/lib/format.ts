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

/** The owner's zone: the site's times are London's unless the reader is a client with a zone of their own. */
const OWNER_ZONE = 'Europe/London';

/** One formatter per locale, style and zone, so server and browser agree. */
function zonedFormat(language: string, style: 'date' | 'dateTime', timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'date'
        ? { dateStyle: 'long', timeZone }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A post's date in the reader's language, long form: "2 June 2025" in English (British, as the whole
 * site), "2. Juni 2025" in German; the day as it is in `timeZone` (London's by default).
 */
export function formatPostDate(iso: string, language: string, timeZone = OWNER_ZONE): string {
  return zonedFormat(language, 'date', timeZone).format(new Date(iso));
}

/** A message's time in the reader's language, on London's clock: "24 Nov 2026, 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return zonedFormat(language, 'dateTime', OWNER_ZONE).format(new Date(iso));
}

/**
 * A time in the reader's own zone, named as the site names zones elsewhere (the booking pages, the
 * e-mails): "27 nov 2026, 9:50 (Europe/Madrid)".
 */
export function formatZonedDateTime(iso: string, language: string, timeZone: string): string {
  return `${zonedFormat(language, 'dateTime', timeZone).format(new Date(iso))} (${timeZone})`;
}
