import type { EntityManager } from '@mikro-orm/core';
import type {
  BookingLinkKind,
  BookingListQuery,
  BookingListRow,
  BookingRepository,
  NewBooking,
  NewTime,
} from '#application/booking/ports.ts';
import type { Booking, CancelledBy, TimeRange } from '#domain/booking/booking.ts';

// FOUNDATION: helper "booking-data" implements this class.
export class OrmBookingRepository implements BookingRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  busyBetween(_range: TimeRange, _exceptBookingId?: string): Promise<TimeRange[]> {
    throw new Error(`not built yet ${this.em.name}`);
  }
  create(_booking: NewBooking): Promise<Booking> {
    throw new Error('not built yet');
  }
  findById(_id: string): Promise<Booking | null> {
    throw new Error('not built yet');
  }
  findByLinkHash(_kind: BookingLinkKind, _tokenHash: string): Promise<Booking | null> {
    throw new Error('not built yet');
  }
  cancel(
    _id: string,
    _cancellation: { at: Date; by: CancelledBy; reason: string | null },
    _tokenHash?: string,
  ): Promise<Booking | null> {
    throw new Error('not built yet');
  }
  reschedule(
    _id: string,
    _tokenHash: string,
    _time: NewTime,
    _newHashes: Record<BookingLinkKind, string>,
  ): Promise<Booking | null> {
    throw new Error('not built yet');
  }
  claimReminder(_id: string, _startsAt: Date, _at: Date): Promise<Booking | null> {
    throw new Error('not built yet');
  }
  upcomingCounts(_now: Date): Promise<Map<string, number>> {
    throw new Error('not built yet');
  }
  list(_query: BookingListQuery, _now: Date): Promise<{ rows: BookingListRow[]; total: number }> {
    throw new Error('not built yet');
  }
}
