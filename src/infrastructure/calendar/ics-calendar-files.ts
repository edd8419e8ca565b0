import { createEvent } from 'ics';
import type { CalendarEvent, CalendarFiles } from '#application/booking/ports.ts';

const PRODUCT_ID = '-//Booking//EN';

/** Calendar invitations built by the `ics` package (RFC 5545), in UTC so no zone table is needed. */
export class IcsCalendarFiles implements CalendarFiles {
  invite(event: CalendarEvent): string {
    const cancelled = event.status === 'CANCELLED';
    const { error, value } = createEvent({
      productId: PRODUCT_ID,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      uid: event.uid,
      sequence: event.sequence,
      title: event.title,
      description: event.description,
      start: event.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      url: event.url,
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
