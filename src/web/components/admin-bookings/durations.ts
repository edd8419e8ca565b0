import type { Translate } from '../../i18n/translator.ts';

/** 90 → "90 min", 1440 → "1 day", 120 → "2 hours": the largest whole unit. */
export function formatMinutes(t: Translate, minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0)
    return t('adminBookings.services.days', { count: minutes / 1440 });
  if (minutes >= 60 && minutes % 60 === 0) return t('adminBookings.services.hours', { count: minutes / 60 });
  return t('adminBookings.services.minutes', { count: minutes });
}
