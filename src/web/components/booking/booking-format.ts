import { dateInZone, type IsoDate } from '#domain/booking/zoned-time.ts';
import { intlLocale } from '../../i18n/intl-locale.ts';
import { formatPence } from '../../lib/format.ts';

/**
 * English booking pages follow the owner's British conventions ("Tuesday 1 December 2026", "14:30"):
 * the sessions are priced in pounds and run on London time. Other languages use their own locale.
 */
export function bookingLocale(language: string): string {
  return language === 'en' ? 'en-GB' : intlLocale(language);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = bookingLocale(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter;
}

/** Noon UTC of a calendar date: the same date in every zone's formatting with `timeZone: 'UTC'`. */
const noonOf = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** A calendar date in full: "Tuesday 1 December 2026". */
export function formatLongDate(date: IsoDate, language: string): string {
  return format(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(date));
}

/** A month's heading: "December 2026". */
export function formatMonth(month: string, language: string): string {
  return format(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonOf(`${month}-01`));
}

/** A clock time in a zone, 24-hour: "09:30". */
export function formatTime(iso: string, timeZone: string, language: string): string {
  return format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
}

/** The date an instant falls on in a zone, in full. */
export function formatLongDateAt(iso: string, timeZone: string, language: string): string {
  return formatLongDate(dateInZone(new Date(iso), timeZone), language);
}

/** Monday first (as in the UK and most of Europe): short and full names of the seven weekdays. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = noonOf(`2024-01-0${index + 1}`);
    return {
      short: format(language, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: format(language, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}

/** The month ('YYYY-MM') it is now in a zone. */
export function currentMonthIn(timeZone: string, now = new Date()): string {
  return dateInZone(now, timeZone).slice(0, 7);
}

/** A price in pounds, or the page's word for free. */
export function formatPrice(pricePence: number, freeLabel: string): string {
  return pricePence === 0 ? freeLabel : formatPence(pricePence);
}
