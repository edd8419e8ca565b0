import type { PageContextServer } from 'vike/types';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import type { BookingScreenData } from '../../components/booking/booking-screen-data.ts';
import { BOOKING_PARAMS } from '../../lib/booking-addresses.ts';
import { orNullWhenNotFound } from '../../lib/not-found.ts';
import { pickedIn, pickFromAddress } from './address-pick.ts';

/**
 * The services, and for an address naming one its current month in London time, or the month, day and
 * time the address picked (the page's plain links work before its script; the browser then shows the
 * month in the visitor's zone). An unknown service shows the list with a note, not an error page:
 * venture cards link to services that may not be open for booking.
 */
export async function loadBookingScreen(
  pageContext: PageContextServer,
  service: string | undefined,
): Promise<BookingScreenData> {
  const wanted = service?.trim();
  const search = pageContext.urlParsed.search;
  const pick = pickFromAddress(search);
  const [services, chosen, account] = await Promise.all([
    pageContext.trpc.booking.services(),
    wanted
      ? orNullWhenNotFound(
          pageContext.trpc.booking.monthSlots({
            service: wanted,
            month: pick.month,
            timeZone: OWNER_TIME_ZONE,
          }),
        )
      : null,
    pageContext.user ? pageContext.trpc.accounts.me() : null,
  ]);
  const name = account ? `${account.firstName} ${account.lastName ?? ''}`.trim() : '';
  return {
    services,
    chosen,
    picked: chosen ? pickedIn(chosen, pick) : { day: null, slot: null },
    booked: search[BOOKING_PARAMS.booked] === '1',
    unknownService: Boolean(wanted) && !chosen,
    visitor: { name, email: account?.email ?? '', phone: account?.phone ?? '', notes: '' },
  };
}
