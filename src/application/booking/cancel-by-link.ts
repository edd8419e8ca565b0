import { notifyBookingCancelled, notifyOwner } from './booking-notifications.ts';
import type { VisitorBookingDto } from './dto.ts';
import { assertChangeable, findLinkedBooking, spentLinkRefusal } from './linked-booking.ts';
import type { BookingDeps } from './ports.ts';
import { toVisitorBookingDto } from './visitor-booking-dto.ts';

/**
 * Cancels a booking with its e-mail's cancel link, which is spent with the reschedule link (a second
 * use says it was used); the visitor and the owner are e-mailed. The reminder job finds it
 * cancelled and sends nothing.
 */
export async function cancelByLink(
  deps: BookingDeps,
  input: { token: string; reason: string | null },
  language: string,
): Promise<VisitorBookingDto> {
  const { booking, service, tokenHash } = await findLinkedBooking(deps, 'cancel', input.token);
  const now = deps.clock.now();
  assertChangeable(booking, now);
  const cancelled = await deps.bookings.cancel(
    booking.id,
    { at: now, by: 'visitor', reason: input.reason },
    tokenHash,
  );
  if (!cancelled) throw await spentLinkRefusal(deps, 'cancel', tokenHash);
  try {
    await notifyBookingCancelled(deps, cancelled, service);
    await notifyOwner(deps, 'cancelled', cancelled, service);
  } catch (error) {
    deps.warn({ err: error, bookingId: booking.id }, 'booking cancelled, but its e-mails were not queued');
  }
  return toVisitorBookingDto(cancelled, service, language, now);
}
