import type { Booking } from '#domain/booking/booking.ts';
import { UNTOUCHED_BOOKING } from '#fixtures/booking-record.ts';
import { bookingDeps, type StoredBooking } from '#fixtures/fakes/in-memory-booking.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

/**
 * The owner's booking world on Tuesday 10 March 2026, 10:00 London, with `addBooking` to put a booking
 * straight into the table (an hour long unless told otherwise).
 */
export function ownerWorld() {
  const deps = bookingDeps({ clock: new FixedClock('2026-03-10T10:00:00.000Z') });
  const { clock, services, availability, bookings } = deps;
  function addBooking(fields: Partial<Booking> & Pick<Booking, 'serviceId' | 'startsAt'>): Booking {
    const endsAt = new Date(fields.startsAt.getTime() + 3_600_000);
    const row: StoredBooking = {
      id: `b1000000-0000-4000-8000-${String(bookings.rows.length + 1).padStart(12, '0')}`,
      endsAt,
      blockedFrom: fields.startsAt,
      blockedUntil: endsAt,
      status: 'confirmed',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      notes: null,
      timeZone: 'Europe/London',
      language: 'en',
      ...UNTOUCHED_BOOKING,
      createdAt: clock.now(),
      updatedAt: clock.now(),
      cancelTokenHash: `hash:cancel-${bookings.rows.length}`,
      rescheduleTokenHash: `hash:reschedule-${bookings.rows.length}`,
      ...fields,
    };
    bookings.rows.push(row);
    return row;
  }
  return { deps, clock, services, availability, bookings, addBooking };
}

/** A service form as the schema gives it. */
export const consultation = {
  name: 'Consultation',
  slug: 'consultation',
  description: 'An hour on your project.',
  durationMinutes: 60,
  pricePence: 5000,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
  isActive: true,
};
