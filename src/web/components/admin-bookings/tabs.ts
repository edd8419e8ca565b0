export const BOOKINGS_URL = '/admin/bookings';

export const BOOKING_TABS = ['bookings', 'services', 'availability'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** The tab in the address (`?tab=services`); anything else is the bookings. */
export function bookingTab(value: string | undefined): BookingTab {
  return (BOOKING_TABS as readonly string[]).includes(value ?? '') ? (value as BookingTab) : 'bookings';
}

/** The bookings tab's address for one list and page; the defaults (upcoming, page 1) are left out. */
export function bookingsHref(when: 'upcoming' | 'past', page = 1): string {
  const params = new URLSearchParams();
  if (when === 'past') params.set('when', 'past');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BOOKINGS_URL}?${query}` : BOOKINGS_URL;
}

export function tabHref(tab: BookingTab): string {
  return tab === 'bookings' ? BOOKINGS_URL : `${BOOKINGS_URL}?tab=${tab}`;
}
