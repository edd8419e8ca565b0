import type { BookingRepository, ServiceRepository } from '#application/booking/ports.ts';
import { sendBookingReminder } from '#application/booking/send-booking-reminder.ts';
import type { JobProcessors, JobQueue } from '#application/jobs/ports.ts';
import type { EmailRenderer } from '#application/mail/localized-email.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '#infrastructure/logger.ts';

export interface BookingReminderDeps {
  /** The booking and service repositories on a fresh unit of work, one per job. */
  openBookings(): { bookings: BookingRepository; services: ServiceRepository };
  /** Where the reminder's `send-email` job goes (it retries while the mail server is down). */
  queue: JobQueue;
  clock: Clock;
  baseUrl: string;
  siteName: string;
  emails: EmailRenderer;
  logger: Logger;
}

export function processSendBookingReminder(
  deps: BookingReminderDeps,
): JobProcessors['send-booking-reminder'] {
  return async (payload) => {
    const { bookings, services } = deps.openBookings();
    const { queue, clock, baseUrl, siteName, emails } = deps;
    const result = await sendBookingReminder(
      { bookings, services, queue, clock, baseUrl, siteName, emails },
      payload,
    );
    if (result.sent) deps.logger.info({ bookingId: payload.bookingId }, 'booking reminder queued');
    return result;
  };
}
