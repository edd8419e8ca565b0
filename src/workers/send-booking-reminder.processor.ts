import { sendBookingReminder } from '#application/booking/send-booking-reminder.ts';
import type { JobProcessor } from './job-services.ts';

export const processSendBookingReminder: JobProcessor<'send-booking-reminder'> = async (
  payload,
  { booking, logger },
) => {
  const result = await sendBookingReminder(booking, payload);
  if (result.sent) logger.info({ bookingId: payload.bookingId }, 'booking reminder queued');
  return result;
};
