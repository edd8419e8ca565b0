/**
 * The booking pages' addresses before (or without) their script: a month, a day and a time are query
 * parameters of the page's own address, and each form posts to its page (Post/Redirect/Get).
 */
export const BOOKING_PARAMS = {
  month: 'month',
  day: 'day',
  time: 'time',
  /** The redirect after a plain post: what was done, the page says so. */
  booked: 'booked',
  cancelled: 'cancelled',
  moved: 'moved',
} as const;

export const BOOKING_CANCEL_PATH = '/booking/cancel';
export const BOOKING_RESCHEDULE_PATH = '/booking/reschedule';

/** The query parameters a booking page keeps across its plain links and posts (the service, the link, the language). */
export const KEPT_BOOKING_PARAMS = ['service', 'token', 'lang'] as const;

/** The kept parameters of a page's query, as hidden fields or a redirect's query. */
export function keptBookingParams(search: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_BOOKING_PARAMS) {
    const value = search[name];
    if (value) kept[name] = value;
  }
  return kept;
}

/** Where a booking form posts: its page, with the service and the language but never a link's token. */
export function bookingPostAddress(path: string, search: Record<string, string | undefined>): string {
  const { token: _token, ...kept } = keptBookingParams(search);
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}
