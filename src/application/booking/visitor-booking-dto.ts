import type { Booking } from '#domain/booking/booking.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { VisitorBookingDto } from './dto.ts';
import { toServiceDto } from './service-dto.ts';

/** A booking as its visitor sees it; it can still be changed while confirmed and not started. */
export function toVisitorBookingDto(
  booking: Booking,
  service: BookingService,
  language: string,
  now: Date,
): VisitorBookingDto {
  return {
    id: booking.id,
    service: toServiceDto(service, language),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    name: booking.name,
    email: booking.email,
    status: booking.status,
    changeable: booking.status === 'confirmed' && booking.startsAt > now,
  };
}
