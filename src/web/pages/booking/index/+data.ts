import type { PageContextServer } from 'vike/types';
import { loadBookingScreen } from '../load-booking-screen.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/booking`, or `/booking?service={slug}` with that service chosen. */
export function data(pageContext: PageContextServer) {
  return loadBookingScreen(pageContext, pageContext.urlParsed.search.service);
}
