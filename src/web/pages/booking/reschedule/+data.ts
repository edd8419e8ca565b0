import type { PageContextServer } from 'vike/types';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { currentMonthIn } from '../../../components/booking/booking-format.ts';
import { loadLinkedBooking } from '../load-linked-booking.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/booking/reschedule?token=`: the booking its e-mail's link names, and this month's times to move it to. */
export async function data(pageContext: PageContextServer) {
  const linked = await loadLinkedBooking(pageContext, 'reschedule');
  if (!linked.booking?.changeable) return { ...linked, month: null };
  const month = await pageContext.trpc.booking.rescheduleSlots({
    token: linked.token,
    month: currentMonthIn(OWNER_TIME_ZONE),
    timeZone: OWNER_TIME_ZONE,
  });
  return { ...linked, month };
}
