import { describe, expect, it } from 'vitest';
import { getLinkedBooking } from '#application/booking/get-linked-booking.ts';
import { rescheduleByLink } from '#application/booking/reschedule-by-link.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-mail.ts';
import { bookedVisit } from './visitor-setup.ts';

const thursdayTwo = '2026-06-04T13:00:00.000Z'; // 14:00 London

describe('rescheduleByLink', () => {
  it('moves the booking and replaces both links', async () => {
    const { deps, booking, cancelToken, rescheduleToken } = await bookedVisit();
    const moved = await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date(thursdayTwo), timeZone: 'America/New_York' },
      'en',
    );
    expect(moved).toMatchObject({ id: booking.id, startsAt: thursdayTwo, timeZone: 'America/New_York' });
    expect(deps.bookings.rows[0]).toMatchObject({ startsAt: new Date(thursdayTwo), sequence: 1 });
    // The old links say why they no longer work: the one used, and the one a newer e-mail replaced.
    await expect(getLinkedBooking(deps, { kind: 'cancel', token: cancelToken }, 'en')).rejects.toMatchObject({
      code: 'BOOKING.LINK_REPLACED',
      message:
        'This link was replaced by a newer one when the booking was moved. Please use the links in your latest e-mail.',
    });
    await expect(
      getLinkedBooking(deps, { kind: 'reschedule', token: rescheduleToken }, 'en'),
    ).rejects.toMatchObject({
      code: 'BOOKING.LINK_USED',
      message:
        'This link has already been used to move the booking. Please use the links in the e-mail about its new time.',
    });
    await expect(
      getLinkedBooking(deps, { kind: 'cancel', token: 'link-token-000000000003' }, 'en'),
    ).resolves.toMatchObject({ startsAt: thursdayTwo });
  });

  it('e-mails the new time with the updated invitation (same UID, next SEQUENCE) and the new links', async () => {
    const { deps, booking, rescheduleToken } = await bookedVisit();
    await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date(thursdayTwo), timeZone: 'America/New_York' },
      'en',
    );
    const [visitor, owner] = queuedEmails(deps.queue, deps.emailSecrets);
    expect(visitor).toMatchObject({ to: 'ada@example.com', subject: 'Booking moved: Consultation' });
    expect(visitor?.text).toContain('When: Thursday 4 June 2026, 09:00 (America/New_York)');
    expect(visitor?.text).toContain(
      'Cancel: https://site.example/booking/cancel?token=link-token-000000000003',
    );
    expect(visitor?.text).toContain('reschedule?token=link-token-000000000004');
    expect(deps.calendar.events[0]).toMatchObject({
      uid: `${booking.id}@site.example`,
      sequence: 1,
      start: new Date(thursdayTwo),
    });
    expect(owner?.subject).toMatch(
      /^Booking moved by the visitor: Consultation, Thursday 4 June 2026, 14:00/,
    );
  });

  it('queues a reminder for the new time', async () => {
    const { deps, booking, rescheduleToken } = await bookedVisit();
    await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date(thursdayTwo), timeZone: 'UTC' },
      'en',
    );
    expect(deps.queue.named('send-booking-reminder')).toEqual([
      expect.objectContaining({
        payload: { bookingId: booking.id, startsAt: thursdayTwo },
        jobId: `booking-reminder-${booking.id}-${Date.parse(thursdayTwo)}`,
      }),
    ]);
  });

  it('may move a booking into the buffer of its own old time', async () => {
    const { deps, rescheduleToken } = await bookedVisit('2026-06-02T09:00:00.000Z', {
      bufferAfterMinutes: 30,
    });
    const moved = await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date('2026-06-02T09:30:00.000Z'), timeZone: 'UTC' },
      'en',
    );
    expect(moved.startsAt).toBe('2026-06-02T09:30:00.000Z');
  });

  it('refuses a time that is not free, and a second use of the link', async () => {
    const { deps, rescheduleToken } = await bookedVisit();
    await expect(
      rescheduleByLink(
        deps,
        { token: rescheduleToken, startsAt: new Date('2026-06-06T09:00:00.000Z'), timeZone: 'UTC' },
        'en',
      ),
    ).rejects.toMatchObject({ code: 'BOOKING.SLOT_NOT_OFFERED' });
    await rescheduleByLink(
      deps,
      { token: rescheduleToken, startsAt: new Date(thursdayTwo), timeZone: 'UTC' },
      'en',
    );
    await expect(
      rescheduleByLink(
        deps,
        { token: rescheduleToken, startsAt: new Date(thursdayTwo), timeZone: 'UTC' },
        'en',
      ),
    ).rejects.toMatchObject({ code: 'BOOKING.LINK_USED' });
  });
});
