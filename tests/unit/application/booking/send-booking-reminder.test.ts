import { describe, expect, it } from 'vitest';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { rescheduleByLink } from '#application/booking/reschedule-by-link.ts';
import { sendBookingReminder } from '#application/booking/send-booking-reminder.ts';
import { bookedVisit } from './visitor-setup.ts';

describe('sendBookingReminder', () => {
  it('queues the reminder e-mail once', async () => {
    const { deps, booking } = await bookedVisit();
    deps.clock.set('2026-06-01T09:00:00.000Z');
    const payload = { bookingId: booking.id, startsAt: booking.startsAt };
    expect(await sendBookingReminder(deps, payload)).toEqual({ sent: true });
    expect(await sendBookingReminder(deps, payload)).toEqual({ sent: false });
    const mails = deps.queue.named('send-email');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({
      to: 'ada@example.com',
      subject: 'Reminder: Consultation tomorrow',
    });
    expect(mails[0]?.payload.text).toContain('When: Tuesday 2 June 2026, 11:00 (Europe/Paris)');
    expect(mails[0]?.payload.text).toContain('use the links in your confirmation e-mail');
    expect(deps.bookings.rows[0]?.reminderSentAt).toEqual(new Date('2026-06-01T09:00:00.000Z'));
  });

  it('sends nothing for a cancelled booking', async () => {
    const { deps, booking, cancelToken } = await bookedVisit();
    await cancelByLink(deps, { token: cancelToken, reason: null }, 'en');
    deps.queue.jobs.length = 0;
    expect(await sendBookingReminder(deps, { bookingId: booking.id, startsAt: booking.startsAt })).toEqual({
      sent: false,
    });
    expect(deps.queue.named('send-email')).toEqual([]);
  });

  it('sends nothing for the old time of a moved booking', async () => {
    const { deps, booking, rescheduleToken } = await bookedVisit();
    await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date('2026-06-04T13:00:00.000Z'), timeZone: 'UTC' },
      'en',
    );
    deps.queue.jobs.length = 0;
    expect(await sendBookingReminder(deps, { bookingId: booking.id, startsAt: booking.startsAt })).toEqual({
      sent: false,
    });
    expect(deps.queue.named('send-email')).toEqual([]);
  });
});
