import type { PageContextServer } from 'vike/types';
import { loadLinkedBooking } from '../load-linked-booking.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/booking/cancel?token=`: the booking its e-mail's cancel link names. */
export function data(pageContext: PageContextServer) {
  return loadLinkedBooking(pageContext, 'cancel');
}
