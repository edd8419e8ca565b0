import type { CalendarEvent, CalendarFiles } from '#application/booking/ports.ts';

const PRODUCT_ID = '-//Booking//EN';

/** Calendar invitations built by the `ics` package (RFC 5545), in UTC so no zone table is needed. */
export class IcsCalendarFiles implements CalendarFiles {
  async invite(event: CalendarEvent): Promise<string> {
    // Loaded on the first booking: the package (about 10 MB of memory) is not every process's cost.
    const { createEvent } = await import('ics');
    const cancelled = event.status === 'CANCELLED';
    const { error, value } = createEvent({
      productId: PRODUCT_ID,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      uid: event.uid,
      sequence: event.sequence,
      title: event.title,
      // The page's address goes in the text: the package's URL check refuses hosts without a dot
      // (`http://localhost:3000`, the laptop's address).
      description: `${event.description}\n${event.url}`,
      start: event.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      status: event.status,
      busyStatus: cancelled ? 'FREE' : 'BUSY',
      organizer: { name: event.organizer.name, email: event.organizer.email },
      attendees: [
        {
          name: event.attendee.name,
          email: event.attendee.email,
          rsvp: false,
          partstat: cancelled ? 'DECLINED' : 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ],
    });
    if (error || !value) throw error ?? new Error('calendar file not built');
    return value;
  }
}
