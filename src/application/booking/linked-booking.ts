import type { Booking } from '#domain/booking/booking.ts';
import { bookingInThePast, bookingLinkInvalid, bookingNotFound } from '#domain/booking/errors.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { BookingDeps, BookingLinkKind } from './ports.ts';

/** The booking an unspent link's token belongs to, with its service; `bookingLinkInvalid` otherwise. */
export async function findLinkedBooking(
  deps: Pick<BookingDeps, 'bookings' | 'services' | 'tokens'>,
  kind: BookingLinkKind,
  token: string,
): Promise<{ booking: Booking; service: BookingService; tokenHash: string }> {
  const tokenHash = deps.tokens.hashToken(token);
  const booking = await deps.bookings.findByLinkHash(kind, tokenHash);
  if (!booking) throw bookingLinkInvalid();
  const service = await deps.services.findById(booking.serviceId);
  if (!service) throw bookingNotFound();
  return { booking, service, tokenHash };
}

/** A link may change a booking only while it is confirmed and has not started. */
export function assertChangeable(booking: Booking, now: Date): void {
  if (booking.status !== 'confirmed') throw bookingLinkInvalid();
  if (booking.startsAt <= now) throw bookingInThePast();
}
