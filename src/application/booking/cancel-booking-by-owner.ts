import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { bookingAlreadyCancelled, bookingInThePast, bookingNotFound } from '#domain/booking/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import { notifyBookingCancelled } from './booking-notifications.ts';
import type { OwnerBookingRowDto } from './dto.ts';
import { toOwnerBookingRow } from './owner-booking-dto.ts';
import type { BookingDeps } from './ports.ts';

/**
 * The owner cancels a confirmed booking that has not started, with an optional reason the visitor
 * is told by e-mail. Its links are spent with it, and its reminder is not sent (the job checks). The
 * cancellation and its audit entry are one commit; the e-mail is queued after it.
 */
export async function cancelBookingByOwner(
  deps: BookingDeps & { audit: AuditLog },
  input: { id: string; reason: string | null },
  actor: AuditActor,
): Promise<OwnerBookingRowDto> {
  const booking = await deps.bookings.findById(input.id);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'cancelled') throw bookingAlreadyCancelled();
  const now = deps.clock.now();
  if (booking.startsAt <= now) throw bookingInThePast();
  const service = await deps.services.findById(booking.serviceId);
  if (!service) throw bookingNotFound();
  const cancelled = await deps.audit.record(actor, async () => {
    const cancelled = await deps.bookings.cancel(booking.id, { at: now, by: 'owner', reason: input.reason });
    // Cancelled meanwhile, by the visitor's link or a second click.
    if (!cancelled) throw bookingAlreadyCancelled();
    return {
      result: cancelled,
      entry: {
        action: 'booking.cancelled',
        subject: { type: 'booking', id: booking.id, label: `${service.name}, ${booking.name}` },
        before: { status: booking.status, startsAt: booking.startsAt.toISOString() },
        after: { status: 'cancelled', reason: input.reason },
      },
    };
  });
  // The cancellation stands even when its e-mail cannot be queued: the owner sees it done, the log says why.
  try {
    await notifyBookingCancelled(deps, cancelled, service);
  } catch (error) {
    deps.warn({ err: error, bookingId: cancelled.id }, 'booking cancelled, but its e-mail was not queued');
  }
  return toOwnerBookingRow({ ...cancelled, serviceName: service.name });
}
