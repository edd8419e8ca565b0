import type { PageContextServer } from 'vike/types';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { currentMonthIn } from '../../components/booking/booking-format.ts';
import type { BookingScreenData } from '../../components/booking/booking-screen-data.ts';
import { orNullWhenNotFound } from '../../lib/not-found.ts';

/**
 * The services, and for an address naming one its current month in London time (the browser then
 * shows it in the visitor's zone). An unknown service shows the list with a note, not an error page:
 * venture cards link to services that may not be open for booking.
 */
export async function loadBookingScreen(
  pageContext: PageContextServer,
  service: string | undefined,
): Promise<BookingScreenData> {
  const wanted = service?.trim();
  const [services, chosen, account] = await Promise.all([
    pageContext.trpc.booking.services(),
    wanted
      ? orNullWhenNotFound(
          pageContext.trpc.booking.monthSlots({
            service: wanted,
            month: currentMonthIn(OWNER_TIME_ZONE),
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
    unknownService: Boolean(wanted) && !chosen,
    visitor: { name, email: account?.email ?? '', phone: account?.phone ?? '', notes: '' },
  };
}
