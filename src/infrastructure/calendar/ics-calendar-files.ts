import type { CalendarEvent, CalendarFiles } from '#application/booking/ports.ts';

// FOUNDATION: helper "booking-mail" implements this with the `ics` package.
export class IcsCalendarFiles implements CalendarFiles {
  invite(_event: CalendarEvent): string {
    throw new Error('not built yet');
  }
}
