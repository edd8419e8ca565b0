import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPostDate, formatZonedDateTime } from '../../lib/format.ts';

/**
 * Dates as the server wrote them into the page, read back by the browser as it hydrates rather than
 * formatted again. A browser's first `Intl` call loads ICU's data: about 110 ms of main thread on a
 * mid-range phone, a long task of its own on every page with a date. The server notes each date it
 * formats in the page context (`writtenDates`, passed to the browser with it); the browser takes them
 * from there on the page the server rendered, and formats dates itself after a client navigation.
 */
export function useWrittenDates() {
  const pageContext = usePageContext();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const written = (key: string, format: () => string): string => {
    if (import.meta.env.SSR) {
      const text = format();
      pageContext.writtenDates ??= {};
      pageContext.writtenDates[key] = text;
      return text;
    }
    return pageContext.writtenDates?.[key] ?? format();
  };
  return {
    /** "2 June 2025": the day as it is in `timeZone` (London's by default). */
    day: (iso: string, timeZone?: string) =>
      written(`day ${language} ${timeZone ?? ''} ${iso}`, () => formatPostDate(iso, language, timeZone)),
    /** "24 Nov 2026, 14:05", on London's clock. */
    dateTime: (iso: string) => written(`time ${language} ${iso}`, () => formatDateTime(iso, language)),
    /** "27 nov 2026, 9:50 (Europe/Madrid)". */
    zonedDateTime: (iso: string, timeZone: string) =>
      written(`zoned ${language} ${timeZone} ${iso}`, () => formatZonedDateTime(iso, language, timeZone)),
  };
}
