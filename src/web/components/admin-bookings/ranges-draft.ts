import {
  formatMinute,
  MINUTES_PER_DAY,
  type MinuteRange,
  parseMinute,
  rangesProblem,
} from '#domain/booking/availability.ts';

/** One range as typed: two HH:MM texts, and a key that stays with the range while others are removed. */
export interface RangeDraft {
  key: string;
  from: string;
  to: string;
}

let nextKey = 0;

export function newRange(from = '09:00', to = '17:00'): RangeDraft {
  nextKey += 1;
  return { key: `range-${nextKey}`, from, to };
}

/** The range Add hours adds: an hour after the last one, or 09:00–17:00 for the first. */
export function rangeAfter(last: RangeDraft | undefined): RangeDraft {
  const start = last ? parseMinute(last.to.trim()) : null;
  if (start === null || start >= MINUTES_PER_DAY) return newRange();
  return newRange(formatMinute(start), formatMinute(Math.min(start + 60, MINUTES_PER_DAY)));
}

export function toRangeDrafts(ranges: readonly MinuteRange[]): RangeDraft[] {
  return ranges.map((range) => newRange(formatMinute(range.startMinute), formatMinute(range.endMinute)));
}

/** The message key of a day's problem: a time that is not HH:MM, an empty range, or two that overlap. */
export type RangesMessage = 'timeInvalid' | 'rangeEmpty' | 'rangeOverlap';

/** The ranges in minutes, or why they cannot be saved (the server checks the same again). */
export function readRanges(
  drafts: readonly RangeDraft[],
): { ranges: MinuteRange[] } | { problem: RangesMessage } {
  const ranges: MinuteRange[] = [];
  for (const draft of drafts) {
    const startMinute = parseMinute(draft.from.trim());
    const endMinute = parseMinute(draft.to.trim());
    if (startMinute === null || endMinute === null) return { problem: 'timeInvalid' };
    ranges.push({ startMinute, endMinute });
  }
  const problem = rangesProblem(ranges);
  if (problem === 'overlap') return { problem: 'rangeOverlap' };
  if (problem) return { problem: 'rangeEmpty' };
  return { ranges: ranges.sort((a, b) => a.startMinute - b.startMinute) };
}

/** "09:00–12:00, 14:00–17:00". */
export function formatRanges(ranges: readonly MinuteRange[]): string {
  return ranges
    .map((range) => `${formatMinute(range.startMinute)}–${formatMinute(range.endMinute)}`)
    .join(', ');
}
