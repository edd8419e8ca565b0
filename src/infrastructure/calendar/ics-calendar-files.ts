import type { CalendarEvent, CalendarFiles } from '#application/booking/ports.ts';

/** Written as `PRODID:-//Booking//EN`: the package adds the leading "-". */
const PRODUCT_ID = '//Booking//EN';

/**
 * Calendar invitations built by `ical-generator` (RFC 5545), in UTC so no zone table is needed. It
 * folds lines at 75 octets, never inside a character: the `ics` package used before folded every 75
 * characters, so a French or Italian invitation had 81-octet lines.
 */
export class IcsCalendarFiles implements CalendarFiles {
  async invite(event: CalendarEvent): Promise<string> {
    // Loaded on the first booking, not by every process.
    const {
      default: ical,
      ICalAttendeeRole,
      ICalAttendeeStatus,
      ICalCalendarMethod,
      ICalEventBusyStatus,
      ICalEventStatus,
    } = await import('ical-generator');
    const cancelled = event.status === 'CANCELLED';
    const calendar = ical({
      prodId: PRODUCT_ID,
      method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    });
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      summary: event.title,
      // The page's address also goes in the text, where every calendar shows it.
      description: `${event.description}\n${event.url}`,
      url: event.url,
      start: event.start,
      end: event.end,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      busystatus: cancelled ? ICalEventBusyStatus.FREE : ICalEventBusyStatus.BUSY,
      organizer: { name: event.organizer.name, email: event.organizer.email },
      attendees: [
        {
          name: event.attendee.name,
          email: event.attendee.email,
          rsvp: false,
          status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
          role: ICalAttendeeRole.REQ,
        },
      ],
    });
    return calendar.toString();
  }
}
