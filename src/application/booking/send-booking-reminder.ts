import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import { reminderEmail } from './booking-emails.ts';
import type { BookingDeps } from './ports.ts';

export type ReminderDeps = Pick<
  BookingDeps,
  'bookings' | 'services' | 'queue' | 'clock' | 'baseUrl' | 'siteName' | 'emails'
>;

/**
 * The `send-booking-reminder` job: claims the booking's reminder (once; not for a cancelled booking nor
 * one moved from `startsAt`) and queues its e-mail. The links are not in it: only their hashes are kept.
 */
export async function sendBookingReminder(
  deps: ReminderDeps,
  payload: { bookingId: string; startsAt: string },
): Promise<{ sent: boolean }> {
  const booking = await deps.bookings.claimReminder(
    payload.bookingId,
    new Date(payload.startsAt),
    deps.clock.now(),
  );
  if (!booking) return { sent: false };
  const service = await deps.services.findById(booking.serviceId);
  if (!service) return { sent: false };
  await sendLocalizedEmail(deps, reminderEmail(deps, booking, service), {
    jobId: `booking-reminder-mail-${booking.id}-${booking.startsAt.getTime()}`,
  });
  return { sent: true };
}
