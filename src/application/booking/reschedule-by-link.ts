import { bookingTimes } from '#domain/booking/booking.ts';
import { notifyBookingSession, notifyOwner } from './booking-notifications.ts';
import { assertFreeSlot } from './check-slot.ts';
import type { VisitorBookingDto } from './dto.ts';
import { assertChangeable, findLinkedBooking, spentLinkRefusal } from './linked-booking.ts';
import type { BookingDeps } from './ports.ts';
import { scheduleBookingReminder } from './schedule-booking-reminder.ts';
import { instantWindow, slotRulesFor } from './slot-rules.ts';
import { toVisitorBookingDto } from './visitor-booking-dto.ts';

/**
 * Moves a booking with its e-mail's reschedule link to another free slot (checked again on the
 * server; its own old time counts free). Both links are replaced: the e-mail carries the new ones and
 * the updated invitation (same UID, next SEQUENCE), and a reminder is queued for the new time.
 */
export async function rescheduleByLink(
  deps: BookingDeps,
  input: { token: string; startsAt: Date; timeZone: string },
  language: string,
): Promise<VisitorBookingDto> {
  const { booking, service, tokenHash } = await findLinkedBooking(deps, 'reschedule', input.token);
  const now = deps.clock.now();
  assertChangeable(booking, now);
  const rules = await slotRulesFor(deps, service, instantWindow(input.startsAt), now, booking.id);
  assertFreeSlot(rules, input.startsAt);

  const tokens = { cancel: deps.emailSecrets.newLinkToken(), reschedule: deps.emailSecrets.newLinkToken() };
  const moved = await deps.bookings.reschedule(booking.id, tokenHash, bookingTimes(input.startsAt, service), {
    cancel: deps.tokens.hashToken(tokens.cancel.secret),
    reschedule: deps.tokens.hashToken(tokens.reschedule.secret),
  });
  if (!moved) throw await spentLinkRefusal(deps, 'reschedule', tokenHash);
  // The e-mail and the page show the new time in the zone the visitor chose it in.
  const shown = { ...moved, timeZone: input.timeZone };

  const afterwards: [string, () => Promise<void>][] = [
    ['e-mail', () => notifyBookingSession('rescheduled', deps, shown, service, tokens)],
    ['owner notice', () => notifyOwner(deps, 'rescheduled', shown, service)],
    ['reminder', () => scheduleBookingReminder(deps, moved, now)],
  ];
  for (const [what, run] of afterwards) {
    try {
      await run();
    } catch (error) {
      deps.warn({ err: error, bookingId: booking.id }, `booking moved, but its ${what} was not queued`);
    }
  }
  return toVisitorBookingDto(shown, service, language, now);
}
