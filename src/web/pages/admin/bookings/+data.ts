import type { PageContextServer } from 'vike/types';
import { bookingTab } from '#web/components/admin-bookings/tabs.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The tab lives in the address (`?tab=services`); only its own data is read, on the server. */
export async function data(pageContext: PageContextServer) {
  const { trpc, urlParsed } = pageContext;
  const tab = bookingTab(urlParsed.search.tab);
  switch (tab) {
    case 'bookings':
      return { tab, bookings: await trpc.booking.bookings(urlParsed.search) };
    case 'services':
      return { tab, services: await trpc.booking.adminServices() };
    case 'availability':
      return { tab, availability: await trpc.booking.availability() };
  }
}
