import { intlLocale } from '../../i18n/intl-locale.ts';

/** Days in the order the owner reads a week: Monday first (the data counts 0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "Monday" in the reader's language, for 0 = Sunday … 6 = Saturday. */
export function weekdayName(dayOfWeek: number, language: string): string {
  // 4 January 1970 was a Sunday.
  const date = new Date(Date.UTC(1970, 0, 4 + dayOfWeek));
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A calendar date ('2026-03-20') in full: "Friday, March 20, 2026". */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
