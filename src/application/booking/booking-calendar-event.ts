import type { Booking } from '#domain/booking/booking.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { CalendarEvent } from './ports.ts';

/** The booking as one calendar event; its UID stays the same through moves and cancellation. */
export function bookingCalendarEvent(
  context: { baseUrl: string; siteName: string; ownerEmail: string },
  booking: Booking,
  service: BookingService,
): CalendarEvent {
  return {
    uid: `${booking.id}@${new URL(context.baseUrl).hostname}`,
    sequence: booking.sequence,
    title: `${service.name} (${context.siteName})`,
    description: 'To cancel or reschedule, use the links in your latest e-mail.',
    start: booking.startsAt,
    end: booking.endsAt,
    organizer: { name: context.siteName, email: context.ownerEmail },
    attendee: { name: booking.name, email: booking.email },
    url: `${context.baseUrl}/booking/${service.slug}`,
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}
