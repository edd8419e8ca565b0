import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPostDate, formatZonedDateTime } from '../../lib/format.ts';

/**
 * The zone of the client whose pages these are, set by the portal's pages (and the owner's view of
 * them) from the client's record. Elsewhere there is none: the owner's pages read London's time, as
 * before, without naming it.
 */
export const ReaderTimeZoneContext = createContext<string | null>(null);

/** Days and times as the page's reader reads them: in the client's zone, a time with its zone named. */
export function useReaderDates() {
  const zone = useContext(ReaderTimeZoneContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    day: (iso: string) => (zone ? formatPostDate(iso, language, zone) : formatPostDate(iso, language)),
    time: (iso: string) => (zone ? formatZonedDateTime(iso, language, zone) : formatDateTime(iso, language)),
  };
}
