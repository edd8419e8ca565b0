import type { PageContextServer } from 'vike/types';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { pickedIn, pickFromAddress } from '../address-pick.ts';
import { loadLinkedBooking } from '../load-linked-booking.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `/booking/reschedule?token=`: the booking its e-mail's link names, and this month's times to move it
 * to, or the month, day and time the address picked (the page's plain links, before its script).
 */
export async function data(pageContext: PageContextServer) {
  const linked = await loadLinkedBooking(pageContext, 'reschedule');
  const none = { day: null, slot: null };
  if (!linked.booking?.changeable) return { ...linked, month: null, picked: none };
  const pick = pickFromAddress(pageContext.urlParsed.search);
  const month = await pageContext.trpc.booking.rescheduleSlots({
    token: linked.token,
    month: pick.month,
    timeZone: OWNER_TIME_ZONE,
  });
  return { ...linked, month, picked: pickedIn(month, pick) };
}
