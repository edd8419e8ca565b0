import type { IsoDate } from './zoned-time.ts';

/** One range of the owner's week, in London wall-clock minutes (09:00–17:00 is 540–1020). */
export interface WeeklyRange {
  /** 0 = Sunday … 6 = Saturday (spec: `availability.day_of_week`). */
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
}

/** A time range of one day, in London wall-clock minutes. */
export interface MinuteRange {
  startMinute: number;
  endMinute: number;
}

/**
 * A date that does not follow the week: no ranges is a day off; ranges replace that day's weekly
 * hours (extra or different hours).
 */
export interface DateOverride {
  date: IsoDate;
  ranges: MinuteRange[];
  note: string | null;
}

export const MINUTES_PER_DAY = 24 * 60;

/** Ranges of one day must each be non-empty, inside the day, and not overlap. */
export function rangesProblem(ranges: readonly MinuteRange[]): 'empty' | 'outside_day' | 'overlap' | null {
  const sorted = [...ranges].sort((a, b) => a.startMinute - b.startMinute);
  let previousEnd = -1;
  for (const range of sorted) {
    if (range.startMinute < 0 || range.endMinute > MINUTES_PER_DAY) return 'outside_day';
    if (range.endMinute <= range.startMinute) return 'empty';
    if (range.startMinute < previousEnd) return 'overlap';
    previousEnd = range.endMinute;
  }
  return null;
}

/** The ranges open on a date: its override's if it has one, otherwise the week's for that day. */
export function rangesOn(
  dayOfWeek: number,
  weekly: readonly WeeklyRange[],
  override: DateOverride | undefined,
): MinuteRange[] {
  const ranges = override
    ? override.ranges
    : weekly
        .filter((range) => range.dayOfWeek === dayOfWeek)
        .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }));
  return [...ranges].sort((a, b) => a.startMinute - b.startMinute);
}

/** "09:00" for 540. */
export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 540 for "09:00"; null for anything else ("24:00" is the end of the day). */
export function parseMinute(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}
