import { describe, expect, it } from 'vitest';
import { getRescheduleSlots } from '#application/booking/get-reschedule-slots.ts';
import { bookedVisit } from './visitor-setup.ts';

describe('getRescheduleSlots', () => {
  it("offers the service's free slots with the booking's own time counted free", async () => {
    const { deps, rescheduleToken, booking } = await bookedVisit('2026-06-02T09:00:00.000Z', {
      bufferAfterMinutes: 30,
    });
    const month = await getRescheduleSlots(
      deps,
      { token: rescheduleToken, month: '2026-06', timeZone: 'Europe/London' },
      'en',
    );
    const starts = month.slots.map((slot) => slot.startsAt);
    expect(starts).toContain(booking.startsAt);
    expect(starts).toContain('2026-06-02T09:30:00.000Z');
    expect(month.service.slug).toBe('technical-consultation');
  });

  it('refuses a cancel link in place of the reschedule link', async () => {
    const { deps, cancelToken } = await bookedVisit();
    await expect(
      getRescheduleSlots(deps, { token: cancelToken, month: '2026-06', timeZone: 'Europe/London' }, 'en'),
    ).rejects.toMatchObject({ code: 'BOOKING.LINK_INVALID' });
  });
});
