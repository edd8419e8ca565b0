import type { MonthSlotsDto } from './dto.ts';
import { assertChangeable, findLinkedBooking } from './linked-booking.ts';
import { monthSlots } from './month-slots.ts';
import type { BookingDeps } from './ports.ts';

/** The slots a reschedule link may move its booking to: the service's free slots, its own time counted free. */
export async function getRescheduleSlots(
  deps: Pick<BookingDeps, 'bookings' | 'services' | 'availability' | 'tokens' | 'clock'>,
  input: { token: string; month: string; timeZone: string },
  language: string,
): Promise<MonthSlotsDto> {
  const { booking, service } = await findLinkedBooking(deps, 'reschedule', input.token);
  const now = deps.clock.now();
  assertChangeable(booking, now);
  return monthSlots(deps, {
    service,
    month: input.month,
    timeZone: input.timeZone,
    language,
    now,
    exceptBookingId: booking.id,
  });
}
