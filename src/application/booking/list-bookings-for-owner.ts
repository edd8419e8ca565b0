import type { Clock } from '../shared/ports.ts';
import type { OwnerBookingsPageDto } from './dto.ts';
import { toOwnerBookingRow } from './owner-booking-dto.ts';
import type { BookingRepository } from './ports.ts';

export const OWNER_BOOKINGS_PAGE_SIZE = 25;

/** Upcoming bookings soonest first, or past ones latest first, cancelled ones included; 25 a page. */
export async function listBookingsForOwner(
  deps: { bookings: BookingRepository; clock: Clock },
  input: { when: 'upcoming' | 'past'; page: number },
): Promise<OwnerBookingsPageDto> {
  const pageSize = OWNER_BOOKINGS_PAGE_SIZE;
  const { rows, total } = await deps.bookings.list(
    { when: input.when, page: input.page, pageSize },
    deps.clock.now(),
  );
  return {
    when: input.when,
    rows: rows.map(toOwnerBookingRow),
    total,
    page: input.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
