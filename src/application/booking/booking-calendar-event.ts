import type { Booking } from '#domain/booking/booking.ts';
import { type BookingService, serviceText } from '#domain/booking/service.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { servicePageUrl } from './booking-emails.ts';
import type { CalendarEvent } from './ports.ts';

/**
 * The booking as one calendar event in the visitor's language; its UID stays the same through moves
 * and cancellation. A cancelled event's text says so (its links no longer do anything).
 */
export function bookingCalendarEvent(
  context: { baseUrl: string; siteName: string; ownerEmail: string; emails: EmailRenderer },
  booking: Booking,
  service: BookingService,
): CalendarEvent {
  const language = readerLanguage(booking.language);
  const cancelled = booking.status === 'cancelled';
  return {
    uid: `${booking.id}@${new URL(context.baseUrl).hostname}`,
    sequence: booking.sequence,
    title: context.emails.text(language, {
      key: 'booking.calendar.title',
      params: { service: serviceText(service, language).name, siteName: context.siteName },
    }),
    description: context.emails.text(language, {
      key: cancelled ? 'booking.calendar.cancelled' : 'booking.calendar.confirmed',
    }),
    start: booking.startsAt,
    end: booking.endsAt,
    organizer: { name: context.siteName, email: context.ownerEmail },
    attendee: { name: booking.name, email: booking.email },
    url: servicePageUrl(context.baseUrl, service, language),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}
