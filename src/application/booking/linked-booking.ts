import type { Booking } from '#domain/booking/booking.ts';
import {
  bookingInThePast,
  bookingLinkCancelled,
  bookingLinkInvalid,
  bookingLinkReplaced,
  bookingLinkUsed,
  bookingNotFound,
} from '#domain/booking/errors.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { BookingDeps, BookingLinkKind } from './ports.ts';

/** The booking an unspent link's token belongs to, with its service; why it no longer works otherwise. */
export async function findLinkedBooking(
  deps: Pick<BookingDeps, 'bookings' | 'services' | 'tokens'>,
  kind: BookingLinkKind,
  token: string,
): Promise<{ booking: Booking; service: BookingService; tokenHash: string }> {
  const tokenHash = deps.tokens.hashToken(token);
  const booking = await deps.bookings.findByLinkHash(kind, tokenHash);
  if (!booking) throw await spentLinkRefusal(deps, kind, tokenHash);
  const service = await deps.services.findById(booking.serviceId);
  if (!service) throw bookingNotFound();
  return { booking, service, tokenHash };
}

/**
 * Why a link finds no booking (used, replaced by a newer e-mail's, its booking cancelled), or the
 * generic `bookingLinkInvalid` for a link never issued; also for a change that lost a race to another.
 */
export async function spentLinkRefusal(
  deps: Pick<BookingDeps, 'bookings'>,
  kind: BookingLinkKind,
  tokenHash: string,
) {
  const reason = await deps.bookings.spentLinkReason(kind, tokenHash);
  if (reason === 'used') return bookingLinkUsed(kind);
  if (reason === 'replaced') return bookingLinkReplaced();
  if (reason === 'cancelled') return bookingLinkCancelled();
  return bookingLinkInvalid();
}

/** A link may change a booking only while it is confirmed and has not started. */
export function assertChangeable(booking: Booking, now: Date): void {
  if (booking.status !== 'confirmed') throw bookingLinkCancelled();
  if (booking.startsAt <= now) throw bookingInThePast();
}
