import type { PageContextServer } from 'vike/types';
import { loadBookingScreen } from '../load-booking-screen.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/booking/{slug}`: the booking screen with that service chosen (the venture cards link here). */
export function data(pageContext: PageContextServer) {
  return loadBookingScreen(pageContext, pageContext.routeParams.path);
}
