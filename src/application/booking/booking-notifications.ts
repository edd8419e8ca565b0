import type { Booking } from '#domain/booking/booking.ts';
import type { BookingService } from '#domain/booking/service.ts';
import type { IssuedSecret } from '../mail/email-secrets.ts';
import { ownerReader } from '../mail/owner-reader.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import { sendSealedEmail } from '../mail/send-sealed-email.ts';
import { bookingCalendarEvent } from './booking-calendar-event.ts';
import {
  type BookingLinks,
  cancelledEmail,
  type OwnerNotice,
  ownerNoticeEmail,
  sessionEmail,
} from './booking-emails.ts';
import type { BookingDeps } from './ports.ts';

type NotifyDeps = Pick<BookingDeps, 'queue' | 'calendar' | 'baseUrl' | 'siteName' | 'ownerEmail' | 'emails'>;

/** A booking's two single-use link tokens, as issued (only their hashes are stored). */
export interface BookingTokens {
  cancel: IssuedSecret;
  reschedule: IssuedSecret;
}

/** The two single-use links of raw tokens. */
function bookingLinks(baseUrl: string, tokens: { cancel: string; reschedule: string }): BookingLinks {
  // The e-mail adds the visitor's language to each link.
  return {
    cancelUrl: `${baseUrl}/booking/cancel?token=${encodeURIComponent(tokens.cancel)}`,
    rescheduleUrl: `${baseUrl}/booking/reschedule?token=${encodeURIComponent(tokens.reschedule)}`,
  };
}

async function invite(deps: NotifyDeps, booking: Booking, service: BookingService) {
  const content = await deps.calendar.invite(bookingCalendarEvent(deps, booking, service));
  return { content, method: booking.status === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const) };
}

/**
 * Queues the visitor's e-mail of the booked time (confirmed) or the new time (rescheduled), with the
 * calendar invitation (the same UID when moved) and the latest links, sealed: the queue holds no token.
 */
export async function notifyBookingSession(
  kind: 'confirmed' | 'rescheduled',
  deps: NotifyDeps,
  booking: Booking,
  service: BookingService,
  tokens: BookingTokens,
): Promise<void> {
  const links = bookingLinks(deps.baseUrl, {
    cancel: tokens.cancel.secret,
    reschedule: tokens.reschedule.secret,
  });
  const email = sessionEmail(kind, deps, booking, service, links, await invite(deps, booking, service));
  await sendSealedEmail(deps, email, [tokens.cancel, tokens.reschedule]);
}

/**
 * Queues the visitor's e-mail that the booking is cancelled (with the owner's reason when the owner
 * cancelled and gave one) and a METHOD:CANCEL calendar file that removes the event.
 */
export async function notifyBookingCancelled(
  deps: BookingDeps,
  booking: Booking,
  service: BookingService,
): Promise<void> {
  await sendLocalizedEmail(
    deps,
    cancelledEmail(deps, booking, service, await invite(deps, booking, service)),
  );
}

/** Queues a short notice to the owner, in the owner's language. */
export async function notifyOwner(
  deps: Pick<BookingDeps, 'queue' | 'ownerEmail' | 'ownerLanguage' | 'emails'>,
  notice: OwnerNotice,
  booking: Booking,
  service: BookingService,
): Promise<void> {
  await sendLocalizedEmail(deps, ownerNoticeEmail(await ownerReader(deps), notice, booking, service));
}
