import { BOOKING_LIMITS, bookingTimes } from '#domain/booking/booking.ts';
import { tooManyBookings } from '#domain/booking/errors.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import { limitSuccesses } from '../shared/rate-limit.ts';
import { findActiveService } from './active-service.ts';
import { notifyBookingSession, notifyOwner } from './booking-notifications.ts';
import { assertFreeSlot } from './check-slot.ts';
import type { VisitorBookingDto } from './dto.ts';
import type { BookingDeps } from './ports.ts';
import { scheduleBookingReminder } from './schedule-booking-reminder.ts';
import type { BookSessionInput } from './schemas.ts';
import { instantWindow, slotRulesFor } from './slot-rules.ts';
import { toVisitorBookingDto } from './visitor-booking-dto.ts';

const BOOKINGS_PER_HOUR = { max: BOOKING_LIMITS.perHour, windowMs: 60 * 60 * 1000 };

export interface Booker {
  ip: string;
  language: string;
  /** The signed-in user, when there is one. */
  userId: string | null;
}

/**
 * Books a free slot: the server checks the slot again under every rule, and the database refuses a
 * second booking of overlapping time (`slotTaken`, 409). Once stored the booking stands even if its
 * e-mails or reminder cannot be queued (logged): the visitor is not told to book again.
 */
export async function bookSession(
  deps: BookingDeps,
  input: BookSessionInput,
  booker: Booker,
): Promise<VisitorBookingDto> {
  const counts = [
    { key: `booking:ip:${networkForLimits(booker.ip)}`, limit: BOOKINGS_PER_HOUR },
    { key: `booking:email:${input.email.toLowerCase()}`, limit: BOOKINGS_PER_HOUR },
  ];
  const { booking, service, tokens, now } = await limitSuccesses(deps.limiter, counts, tooManyBookings, () =>
    storeBooking(deps, input, booker),
  );
  const afterwards: [string, () => Promise<void>][] = [
    ['confirmation e-mail', () => notifyBookingSession('confirmed', deps, booking, service, tokens)],
    ['owner notice', () => notifyOwner(deps, 'booked', booking, service)],
    ['reminder', () => scheduleBookingReminder(deps, booking, now)],
  ];
  for (const [what, run] of afterwards) {
    try {
      await run();
    } catch (error) {
      deps.warn({ err: error, bookingId: booking.id }, `booking kept, but its ${what} was not queued`);
    }
  }
  return toVisitorBookingDto(booking, service, booker.language, now);
}

/** The slot checked again under every rule, then stored with its link tokens (only their hashes kept). */
async function storeBooking(deps: BookingDeps, input: BookSessionInput, booker: Booker) {
  const service = await findActiveService(deps.services, input.service);
  const now = deps.clock.now();
  const rules = await slotRulesFor(deps, service, instantWindow(input.startsAt), now);
  assertFreeSlot(rules, input.startsAt);

  const tokens = { cancel: deps.emailSecrets.newLinkToken(), reschedule: deps.emailSecrets.newLinkToken() };
  const booking = await deps.bookings.create({
    serviceId: service.id,
    ...bookingTimes(input.startsAt, service),
    name: input.name,
    email: input.email,
    phone: input.phone,
    notes: input.notes,
    timeZone: input.timeZone,
    language: booker.language,
    userId: booker.userId,
    cancelTokenHash: deps.tokens.hashToken(tokens.cancel.secret),
    rescheduleTokenHash: deps.tokens.hashToken(tokens.reschedule.secret),
  });

  return { booking, service, tokens, now };
}
