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
 * and the month fetched again (also fresh: the page may come from the page cache).
 */
export function useSlotPicker(initial: MonthSlotsDto, load: LoadMonth) {
  const [month, setMonth] = useState(initial);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [selectedDate, setSelectedDate] = useState<IsoDate | null>(null);
  const [status, setStatus] = useState<SlotPickerStatus>('ready');
  const latest = useRef(0);
  const wanted = useRef({ month: initial.month, timeZone: initial.timeZone });

  const fetchMonth = useCallback(
    async (monthToShow: string, zone: string) => {
      const call = ++latest.current;
      wanted.current = { month: monthToShow, timeZone: zone };
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
    void fetchMonth(currentMonthIn(zone), zone);
  }, []);

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
    timeZone,
    status,
    selectedDate,
    slotsByDate,
    chooseDate: setSelectedDate,
    showMonth: (monthToShow: string) => fetchMonth(monthToShow, timeZone),
    changeZone: (zone: string) => {
      setTimeZone(zone);
      setSelectedDate(null);
      return fetchMonth(month.month, zone);
    },
    /** The same month again, e.g. after someone else took the chosen time. */
    refresh: () => fetchMonth(wanted.current.month, wanted.current.timeZone),
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
