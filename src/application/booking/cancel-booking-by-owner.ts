import { bookingAlreadyCancelled, bookingInThePast, bookingNotFound } from '#domain/booking/errors.ts';
import { notifyBookingCancelled } from './booking-notifications.ts';
import type { OwnerBookingRowDto } from './dto.ts';
import { toOwnerBookingRow } from './owner-booking-dto.ts';
import type { BookingDeps } from './ports.ts';

/**
 * The owner cancels a confirmed booking that has not started, with an optional reason the visitor
 * is told by e-mail. Its links are spent with it, and its reminder is not sent (the job checks).
 */
export async function cancelBookingByOwner(
  deps: BookingDeps,
  input: { id: string; reason: string | null },
): Promise<OwnerBookingRowDto> {
  const booking = await deps.bookings.findById(input.id);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'cancelled') throw bookingAlreadyCancelled();
  const now = deps.clock.now();
  if (booking.startsAt <= now) throw bookingInThePast();
  const cancelled = await deps.bookings.cancel(booking.id, { at: now, by: 'owner', reason: input.reason });
  // Cancelled meanwhile, by the visitor's link or a second click.
  if (!cancelled) throw bookingAlreadyCancelled();
  const service = await deps.services.findById(cancelled.serviceId);
  if (!service) throw bookingNotFound();
  // The cancellation stands even when its e-mail cannot be queued: the owner sees it done, the log says why.
  try {
    await notifyBookingCancelled(deps, cancelled, service);
  } catch (error) {
    deps.warn({ err: error, bookingId: cancelled.id }, 'booking cancelled, but its e-mail was not queued');
  }
  return toOwnerBookingRow({ ...cancelled, serviceName: service.name });
}
