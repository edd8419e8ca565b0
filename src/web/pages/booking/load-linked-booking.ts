import { TRPCError } from '@trpc/server';
import type { PageContextServer } from 'vike/types';
import type { VisitorBookingDto } from '#application/booking/dto.ts';
import { BOOKING_PARAMS } from '../../lib/booking-addresses.ts';

/** The booking a cancel or reschedule link names, or the server's reason it cannot be used. */
export type LinkedBooking =
  | { booking: VisitorBookingDto; refusal: null }
  | { booking: null; refusal: string };

/**
 * A spent, unknown or malformed link (and a booking that can no longer change) is the page's own
 * message, not an error page: the visitor followed an e-mail and needs to be told what happened. The
 * answer to a plain post that worked (`?cancelled=1`, `?moved=1`) names no link: the page says it is done.
 */
export async function loadLinkedBooking(
  pageContext: PageContextServer,
  kind: 'cancel' | 'reschedule',
): Promise<LinkedBooking & { token: string; done: boolean }> {
  const search = pageContext.urlParsed.search;
  const doneParam = kind === 'cancel' ? BOOKING_PARAMS.cancelled : BOOKING_PARAMS.moved;
  const token = search.token?.trim() ?? '';
  if (!token && search[doneParam] === '1') return { token, booking: null, refusal: '', done: true };
  try {
    if (!token) throw new TRPCError({ code: 'NOT_FOUND' });
    const booking = await pageContext.trpc.booking.linkedBooking({ token, kind });
    return { token, booking, refusal: null, done: false };
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
    const known = error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST';
    // Malformed and unknown tokens read as the spent link they look like to the visitor.
    return { token, booking: null, refusal: known ? '' : error.message, done: false };
  }
}
