import type { VisitorBookingDto } from './dto.ts';
import { findLinkedBooking } from './linked-booking.ts';
import type { BookingDeps, BookingLinkKind } from './ports.ts';
import { toVisitorBookingDto } from './visitor-booking-dto.ts';

/** The booking of a cancel or reschedule link, for its page; a spent link says why, an unknown one is `bookingLinkInvalid`. */
export async function getLinkedBooking(
  deps: Pick<BookingDeps, 'bookings' | 'services' | 'tokens' | 'clock'>,
  input: { token: string; kind: BookingLinkKind },
  language: string,
): Promise<VisitorBookingDto> {
  const { booking, service } = await findLinkedBooking(deps, input.kind, input.token);
  return toVisitorBookingDto(booking, service, language, deps.clock.now());
}
