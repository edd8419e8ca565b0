import { type Booking, REMINDER_LEAD_MS } from '#domain/booking/booking.ts';
import type { JobQueue } from '../jobs/ports.ts';

/**
 * Queues the reminder as a delayed job due 24 hours before the start, once per booking and time (the
 * job id); a booking less than 24 hours away gets none. A job of an earlier time finds it moved.
 */
export async function scheduleBookingReminder(
  deps: { queue: JobQueue },
  booking: Booking,
  now: Date,
): Promise<void> {
  const delayMs = booking.startsAt.getTime() - REMINDER_LEAD_MS - now.getTime();
  if (delayMs <= 0) return;
  await deps.queue.enqueue(
    'send-booking-reminder',
    { bookingId: booking.id, startsAt: booking.startsAt.toISOString() },
    { delayMs, jobId: `booking-reminder-${booking.id}-${booking.startsAt.getTime()}` },
  );
}
