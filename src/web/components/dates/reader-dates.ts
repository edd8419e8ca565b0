import { createContext, useContext } from 'react';
import { useWrittenDates } from './written-dates.ts';

/**
 * The zone of the client whose pages these are, set by the portal's pages (and the owner's view of
 * them) from the client's record. Elsewhere there is none: the owner's pages read London's time, as
 * before, without naming it.
 */
export const ReaderTimeZoneContext = createContext<string | null>(null);

/** Days and times as the page's reader reads them: in the client's zone, a time with its zone named. */
export function useReaderDates() {
  const zone = useContext(ReaderTimeZoneContext);
  const dates = useWrittenDates();
  return {
    day: (iso: string) => (zone ? dates.day(iso, zone) : dates.day(iso)),
    time: (iso: string) => (zone ? dates.zonedDateTime(iso, zone) : dates.dateTime(iso)),
  };
}
