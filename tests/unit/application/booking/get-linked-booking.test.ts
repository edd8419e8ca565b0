import { describe, expect, it } from 'vitest';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { getLinkedBooking } from '#application/booking/get-linked-booking.ts';
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

  it('refuses an unknown link, a link of the other kind and a spent one with the same message', async () => {
    const { deps, cancelToken, rescheduleToken } = await bookedVisit();
    await cancelByLink(deps, { token: cancelToken, reason: null }, 'en');
    for (const input of [
      { kind: 'cancel' as const, token: 'link-token-999999999999' },
      { kind: 'reschedule' as const, token: cancelToken },
      { kind: 'cancel' as const, token: cancelToken },
      { kind: 'reschedule' as const, token: rescheduleToken },
    ]) {
      await expect(getLinkedBooking(deps, input, 'en')).rejects.toMatchObject({
        kind: 'not_found',
        code: 'BOOKING.LINK_INVALID',
        message: 'This link has already been used or is no longer valid. Please check your latest e-mail.',
      });
    }
  });
});
