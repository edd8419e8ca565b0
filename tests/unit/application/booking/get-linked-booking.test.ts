import { describe, expect, it } from 'vitest';
import { cancelBookingByOwner } from '#application/booking/cancel-booking-by-owner.ts';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { getLinkedBooking } from '#application/booking/get-linked-booking.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { bookedVisit } from './visitor-setup.ts';

describe('getLinkedBooking', () => {
  it('shows the booking of an unspent cancel or reschedule link', async () => {
    const { deps, booking, cancelToken, rescheduleToken } = await bookedVisit();
    for (const [kind, token] of [
      ['cancel', cancelToken],
      ['reschedule', rescheduleToken],
    ] as const) {
      expect(await getLinkedBooking(deps, { kind, token }, 'de')).toMatchObject({
        id: booking.id,
        service: { name: 'Technische Beratung' },
        changeable: true,
      });
    }
  });

  it('refuses an unknown link, and a link of the other kind, with the generic message', async () => {
    const { deps, cancelToken } = await bookedVisit();
    for (const input of [
      { kind: 'cancel' as const, token: 'link-token-999999999999' },
      { kind: 'reschedule' as const, token: cancelToken },
    ]) {
      await expect(getLinkedBooking(deps, input, 'en')).rejects.toMatchObject({
        kind: 'not_found',
        code: 'BOOKING.LINK_INVALID',
        message: 'This link has already been used or is no longer valid. Please check your latest e-mail.',
      });
    }
  });

  it('says why a spent link no longer works: used to cancel, or its booking cancelled', async () => {
    const { deps, cancelToken, rescheduleToken } = await bookedVisit();
    await cancelByLink(deps, { token: cancelToken, reason: null }, 'en');
    await expect(getLinkedBooking(deps, { kind: 'cancel', token: cancelToken }, 'en')).rejects.toMatchObject({
      code: 'BOOKING.LINK_USED',
      message: 'This link has already been used: the booking was cancelled with it.',
    });
    await expect(
      getLinkedBooking(deps, { kind: 'reschedule', token: rescheduleToken }, 'en'),
    ).rejects.toMatchObject({
      code: 'BOOKING.LINK_CANCELLED',
      message: 'This booking has been cancelled, so this link no longer works.',
    });
  });

  it('says the booking was cancelled when the owner cancelled it', async () => {
    const { deps, booking, cancelToken, rescheduleToken } = await bookedVisit();
    await cancelBookingByOwner(deps, { id: booking.id, reason: 'Away' }, STAFF_ACTOR);
    for (const input of [
      { kind: 'cancel' as const, token: cancelToken },
      { kind: 'reschedule' as const, token: rescheduleToken },
    ])
      await expect(getLinkedBooking(deps, input, 'en')).rejects.toMatchObject({
        code: 'BOOKING.LINK_CANCELLED',
      });
  });
});
