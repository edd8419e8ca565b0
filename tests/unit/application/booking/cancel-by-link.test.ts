import { describe, expect, it } from 'vitest';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { bookedVisit } from './visitor-setup.ts';

describe('cancelByLink', () => {
  it('cancels the booking, frees its time and spends both links', async () => {
    const { deps, booking, cancelToken } = await bookedVisit();
    const cancelled = await cancelByLink(deps, { token: cancelToken, reason: 'Ill' }, 'en');
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', changeable: false });
    expect(deps.bookings.rows[0]).toMatchObject({
      cancelledBy: 'visitor',
      cancelReason: 'Ill',
      cancelTokenHash: null,
      rescheduleTokenHash: null,
    });
    expect(await deps.bookings.busyBetween({ from: new Date(0), until: new Date('2030-01-01') })).toEqual([]);
  });

  it('e-mails the visitor a METHOD:CANCEL invitation and the owner the reason', async () => {
    const { deps, booking, cancelToken } = await bookedVisit();
    await cancelByLink(deps, { token: cancelToken, reason: 'Ill' }, 'en');
    const [visitor, owner] = deps.queue.named('send-email').map((job) => job.payload);
    expect(visitor).toMatchObject({ to: 'ada@example.com', subject: 'Booking cancelled: Consultation' });
    expect(visitor?.text).toContain('Your booking has been cancelled, as you asked.');
    expect(visitor?.text).not.toContain('Reason');
    expect(visitor?.attachments?.[0]).toMatchObject({
      filename: 'cancel.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      content: expect.stringContaining('METHOD:CANCEL'),
    });
    expect(deps.calendar.events[0]).toMatchObject({
      uid: `${booking.id}@site.example`,
      sequence: 1,
      status: 'CANCELLED',
    });
    expect(owner).toMatchObject({
      to: 'owner@site.example',
      subject: expect.stringMatching(/^Booking cancelled by the visitor: /),
    });
    expect(owner?.text).toContain('Reason: Ill');
  });

  it('refuses a second use of the link, saying it was used', async () => {
    const { deps, cancelToken } = await bookedVisit();
    await cancelByLink(deps, { token: cancelToken, reason: null }, 'en');
    await expect(cancelByLink(deps, { token: cancelToken, reason: null }, 'en')).rejects.toMatchObject({
      code: 'BOOKING.LINK_USED',
      message: 'This link has already been used: the booking was cancelled with it.',
    });
  });

  it('refuses a booking that has started: "This booking has already taken place."', async () => {
    const { deps, cancelToken } = await bookedVisit();
    deps.clock.set('2026-06-02T09:00:00.000Z');
    await expect(cancelByLink(deps, { token: cancelToken, reason: null }, 'en')).rejects.toMatchObject({
      code: 'BOOKING.IN_THE_PAST',
      message: 'This booking has already taken place.',
    });
    expect(deps.bookings.rows[0]?.status).toBe('confirmed');
  });
});
