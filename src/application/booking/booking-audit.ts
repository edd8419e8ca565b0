import type { AuditValues } from '#domain/audit/audit-entry.ts';
import type { DateOverride, MinuteRange, WeeklyRange } from '#domain/booking/availability.ts';
import type { BookingService, ServiceTranslations } from '#domain/booking/service.ts';

/** What the log keeps of a service: every field of the owner's form, of its description the length. */
export function serviceValues(
  service: Omit<BookingService, 'id' | 'position' | 'translations' | 'createdAt' | 'updatedAt'>,
): AuditValues {
  return {
    name: service.name,
    slug: service.slug,
    descriptionLength: service.description.length,
    durationMinutes: service.durationMinutes,
    pricePence: service.pricePence,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    minimumNoticeMinutes: service.minimumNoticeMinutes,
    horizonDays: service.horizonDays,
    isActive: service.isActive,
  };
}

/** A service's names in the other languages (`de: 'Gartengestaltung'`), a language without one absent. */
export function translationValues(translations: ServiceTranslations): AuditValues {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, text]) => (text ? [[language, text.name]] : [])),
  );
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** `09:00–12:00, 13:00–17:00`; none is an empty text. */
export const rangesText = (ranges: readonly MinuteRange[]) =>
  [...ranges]
    .sort((a, b) => a.startMinute - b.startMinute)
    .map((range) => `${clock(range.startMinute)}–${clock(range.endMinute)}`)
    .join(', ');

const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The week as seven short texts, one a day (an empty text is a day without hours). */
export function weekValues(ranges: readonly WeeklyRange[]): AuditValues {
  return Object.fromEntries(
    DAY_KEYS.map((day, dayOfWeek) => [
      day,
      rangesText(ranges.filter((range) => range.dayOfWeek === dayOfWeek)),
    ]),
  );
}

/** A date's own hours (an empty text is a day off) and its note. */
export const overrideValues = (override: DateOverride): AuditValues => ({
  hours: rangesText(override.ranges),
  note: override.note,
});
