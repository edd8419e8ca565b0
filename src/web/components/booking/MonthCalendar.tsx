import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { addDays, dayOfWeek, type IsoDate } from '#domain/booking/zoned-time.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_PARAMS } from '../../lib/booking-addresses.ts';
import { classNames } from '../ui/class-names.ts';
import { formatLongDate, formatMonth, weekdayNames } from './booking-format.ts';

interface MonthCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  /** Free slots per date of the month (dates without any are not bookable); null while they load. */
  slotCounts: ReadonlyMap<IsoDate, number> | null;
  selectedDate: IsoDate | null;
  previousMonth: string | null;
  nextMonth: string | null;
  busy: boolean;
  onChooseDate(date: IsoDate): void;
  onShowMonth(month: string): void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function daysOf(month: string): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

/** The month as weeks from Monday, with `null` before the first and after the last day. */
function weeksOf(days: IsoDate[]): (IsoDate | null)[][] {
  const first = days[0] ?? '';
  const cells: (IsoDate | null)[] = [...Array((dayOfWeek(first) + 6) % 7).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A month as a table of day buttons named in full ("Tuesday 1 December 2026, 6 times available"):
 * days with free times are marked and can be chosen, the others say they have none. One day is in the
 * tab order; arrow keys move between days (into the neighbouring month where there is one to show,
 * whose days take the focus at once while their times load), Home/End to the week's ends, Page Up/Down
 * change month, Enter or Space chooses.
 */
export function MonthCalendar({
  month,
  slotCounts,
  selectedDate,
  previousMonth,
  nextMonth,
  busy,
  onChooseDate,
  onShowMonth,
}: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = daysOf(month);
  const firstFree = days.find((date) => slotCounts?.has(date));
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);
  const pendingFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const tabbable = focusDate?.startsWith(month)
    ? focusDate
    : selectedDate?.startsWith(month)
      ? selectedDate
      : (firstFree ?? days[0]);

  // Before the browser paints: the focus moves with the render that shows the day, never via the body.
  useLayoutEffect(() => {
    if (!pendingFocus.current || !focusDate?.startsWith(month)) return;
    pendingFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  function moveFocus(date: IsoDate) {
    const target = date.slice(0, 7);
    if (target !== month) {
      const allowed = target < month ? previousMonth : nextMonth;
      if (allowed !== target) return;
      // The focused day leaves the page with its month: the grid holds the focus until the new day has
      // it (the WAI-ARIA date picker), so it never falls to the body and a screen reader keeps its place.
      grid.current?.focus();
      onShowMonth(target);
    }
    pendingFocus.current = true;
    setFocusDate(date);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) {
    const step = KEY_STEPS[event.key];
    const weekday = (dayOfWeek(date) + 6) % 7;
    let target: IsoDate | undefined;
    if (step !== undefined) target = addDays(date, step);
    else if (event.key === 'Home') target = addDays(date, -weekday);
    else if (event.key === 'End') target = addDays(date, 6 - weekday);
    else if (event.key === 'PageUp' && previousMonth) target = `${previousMonth}-01`;
    else if (event.key === 'PageDown' && nextMonth) target = `${nextMonth}-01`;
    if (!target) return;
    event.preventDefault();
    // Home and End stay inside the month shown.
    if ((event.key === 'Home' || event.key === 'End') && !target.startsWith(month))
      target = event.key === 'Home' ? days[0] : days[days.length - 1];
    if (target) moveFocus(target);
  }

  function dayLabel(date: IsoDate): string {
    const long = formatLongDate(date, language);
    if (!slotCounts) return long;
    const count = slotCounts.get(date);
    return count
      ? t('booking.calendar.dayFree', { date: long, count })
      : t('booking.calendar.dayNone', { date: long });
  }

  const heading = formatMonth(month, language);
  const weekdays = weekdayNames(language);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 id="booking-month-heading" aria-live="polite" className="text-lg font-semibold text-stone-900">
          {heading}
        </h3>
        <div className="flex gap-1">
          <MonthButton
            label={t('booking.calendar.previous')}
            direction="previous"
            month={previousMonth}
            disabled={!previousMonth || busy}
            onClick={() => previousMonth && onShowMonth(previousMonth)}
          />
          <MonthButton
            label={t('booking.calendar.next')}
            direction="next"
            month={nextMonth}
            disabled={!nextMonth || busy}
            onClick={() => nextMonth && onShowMonth(nextMonth)}
          />
        </div>
      </div>
      <p id="booking-calendar-hint" className="sr-only">
        {t('booking.calendar.keyboardHint')}
      </p>
      <table
        ref={grid}
        tabIndex={-1}
        aria-labelledby="booking-month-heading"
        aria-describedby="booking-calendar-hint"
        aria-busy={busy || undefined}
        className={classNames(
          'mt-3 w-full table-fixed border-collapse focus:outline-none',
          busy && 'opacity-60',
        )}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="pb-2 text-center text-xs font-medium uppercase tracking-wide text-stone-500"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    label={dayLabel(date)}
                    free={slotCounts?.has(date) ?? false}
                    selected={date === selectedDate}
                    tabbable={date === tabbable}
                    onChoose={() => onChooseDate(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onFocus={() => setFocusDate(date)}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to tell them apart.
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  date: IsoDate;
  label: string;
  free: boolean;
  selected: boolean;
  tabbable: boolean;
  onChoose(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onFocus(): void;
}

function DayCell({ date, label, free, selected, tabbable, onChoose, onKeyDown, onFocus }: DayCellProps) {
  return (
    <td className="p-0.5 text-center">
      <button
        type="submit"
        name={BOOKING_PARAMS.day}
        value={date}
        data-date={date}
        aria-label={label}
        aria-pressed={selected}
        aria-disabled={free ? undefined : true}
        tabIndex={tabbable ? 0 : -1}
        onClick={(event) => {
          event.preventDefault();
          if (free) onChoose();
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className={classNames(
          'mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 sm:h-11 sm:w-11',
          selected && 'bg-amber-700 font-semibold text-white',
          !selected && free && 'bg-amber-50 font-semibold text-amber-900 hover:bg-amber-100',
          !free && 'cursor-default text-stone-500',
        )}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
}

function MonthButton({
  label,
  direction,
  month,
  disabled,
  onClick,
}: {
  label: string;
  direction: 'previous' | 'next';
  month: string | null;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="submit"
      name={BOOKING_PARAMS.month}
      value={month ?? ''}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      className="flex h-9 w-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg
        viewBox="0 0 20 20"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
      </svg>
    </button>
  );
}
