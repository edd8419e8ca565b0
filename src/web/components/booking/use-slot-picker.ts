import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MonthSlotsDto, SlotDto } from '#application/booking/dto.ts';
import { dateInZone, type IsoDate } from '#domain/booking/zoned-time.ts';
import { currentMonthIn } from './booking-format.ts';

/** Loads one month of free slots in a zone (`booking.monthSlots` or `booking.rescheduleSlots`). */
export type LoadMonth = (month: string, timeZone: string) => Promise<MonthSlotsDto>;

export type SlotPickerStatus = 'ready' | 'loading' | 'failed';

/** The visitor's zone as the browser knows it; London when it names none the site can use. */
function detectedTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/**
 * The calendar's state: the month shown, its free slots in the visitor's zone, the chosen day. The
 * server rendered the month in London time; once in the browser the visitor's own zone is detected
 * and the month fetched again (also fresh: the page may come from the page cache). A month asked for
 * is shown at once, its days without counts until its slots arrive, so the keyboard focus can move
 * into it straight away.
 */
export function useSlotPicker(initial: MonthSlotsDto, load: LoadMonth, initialDate: IsoDate | null = null) {
  const [month, setMonth] = useState(initial);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [selectedDate, setSelectedDate] = useState<IsoDate | null>(initialDate);
  const [status, setStatus] = useState<SlotPickerStatus>('ready');
  const [shownMonth, setShownMonth] = useState(initial.month);
  const latest = useRef(0);
  const wanted = useRef({ month: initial.month, timeZone: initial.timeZone });

  const fetchMonth = useCallback(
    async (monthToShow: string, zone: string) => {
      const call = ++latest.current;
      wanted.current = { month: monthToShow, timeZone: zone };
      setShownMonth(monthToShow);
      setStatus('loading');
      try {
        const next = await load(monthToShow, zone);
        if (call !== latest.current) return;
        setMonth(next);
        setTimeZone(next.timeZone);
        setSelectedDate((date) => (date && next.days.includes(date) ? date : null));
        setStatus('ready');
      } catch {
        if (call === latest.current) setStatus('failed');
      }
    },
    [load],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page comes to life.
  useEffect(() => {
    const zone = detectedTimeZone(initial.timeZone);
    setTimeZone(zone);
    // A month or day the address picked (the page's plain links) stays; the current month follows the zone.
    const picked = initialDate !== null || initial.month !== currentMonthIn(initial.timeZone);
    void fetchMonth(picked ? initial.month : currentMonthIn(zone), zone);
  }, []);

  const loaded = month.month === shownMonth;
  const slotsByDate = useMemo(() => {
    const byDate = new Map<IsoDate, SlotDto[]>();
    for (const slot of month.slots) {
      const date = dateInZone(new Date(slot.startsAt), month.timeZone);
      byDate.set(date, [...(byDate.get(date) ?? []), slot]);
    }
    return byDate;
  }, [month]);

  return {
    month,
    /** The month the calendar shows: the loaded one, or the one being loaded. */
    shownMonth,
    /** Whether the shown month's slots have arrived (its days have counts). */
    loaded,
    // The neighbours of a month still loading: the loaded month it was reached from, nothing further.
    previousMonth: loaded ? month.previousMonth : shownMonth === month.nextMonth ? month.month : null,
    nextMonth: loaded ? month.nextMonth : shownMonth === month.previousMonth ? month.month : null,
    timeZone,
    status,
    selectedDate,
    slotsByDate,
    chooseDate: setSelectedDate,
    showMonth: (monthToShow: string) => fetchMonth(monthToShow, timeZone),
    changeZone: (zone: string) => {
      setTimeZone(zone);
      setSelectedDate(null);
      return fetchMonth(shownMonth, zone);
    },
    /** The same month again, e.g. after someone else took the chosen time. */
    refresh: () => fetchMonth(wanted.current.month, wanted.current.timeZone),
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
