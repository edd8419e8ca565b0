import { randomUUID } from 'node:crypto';
import { type EntityData, type FilterQuery, LockMode, QueryOrder, sql } from '@mikro-orm/core';
import type {
  BookingLinkKind,
  BookingListQuery,
  BookingListRow,
  BookingRepository,
  NewBooking,
  NewTime,
} from '#application/booking/ports.ts';
import type { Booking, CancelledBy, SpentLinkReason, TimeRange } from '#domain/booking/booking.ts';
import { slotTaken } from '#domain/booking/errors.ts';
import type { UnitOfWork } from '../database.ts';
import { runSql } from '../sql.ts';
import { BookingRecord, type BookingRecordEntity } from './booking.entity.ts';
import { toBooking, toBookingListRow } from './booking.mapper.ts';
import { BookingSpentLinkRecord } from './booking-spent-link.entity.ts';
import { isNoOverlapViolation } from './no-overlap-violation.ts';

type Conditions = FilterQuery<BookingRecordEntity>;
type Changes = EntityData<BookingRecordEntity>;
/** Why each of the booking's current links stops working with this change. */
type Spending = Record<BookingLinkKind, SpentLinkReason>;

export class OrmBookingRepository implements BookingRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  /**
   * Named SQL: the range test `&&` on `tstzrange(blocked_from, blocked_until)` is what the GiST index
   * of `bookings_no_overlap` answers (the ORM cannot say it), and the month's slots read it on every
   * calendar view, so the instants come back as epoch milliseconds with nothing to hydrate.
   */
  async busyBetween(range: TimeRange, exceptBookingId?: string): Promise<TimeRange[]> {
    const rows = await runSql<{ from_ms: number | string; until_ms: number | string }>(
      this.em,
      `select extract(epoch from "blocked_from")::float8 * 1000 as "from_ms",
              extract(epoch from "blocked_until")::float8 * 1000 as "until_ms"
       from "bookings"
       where "status" = 'confirmed'
         and tstzrange("blocked_from", "blocked_until", '[)') && tstzrange(?::timestamptz, ?::timestamptz, '[)')
         ${exceptBookingId ? 'and "id" <> ?' : ''}
       order by "blocked_from"`,
      [range.from.toISOString(), range.until.toISOString(), ...(exceptBookingId ? [exceptBookingId] : [])],
    );
    return rows.map((row) => ({
      from: new Date(Number(row.from_ms)),
      until: new Date(Number(row.until_ms)),
    }));
  }

  /** One INSERT, outside any transaction, so the exclusion constraint's refusal leaves nothing to undo. */
  async create(booking: NewBooking): Promise<Booking> {
    const now = new Date();
    const { serviceId, userId, ...fields } = booking;
    const row = {
      ...fields,
      id: randomUUID(),
      service: serviceId,
      user: userId,
      status: 'confirmed' as const,
      sequence: 0,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      reminderSentAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.em.insert(BookingRecord, row);
    } catch (error) {
      if (isNoOverlapViolation(error)) throw slotTaken();
      throw error;
    }
    const {
      cancelTokenHash: _cancel,
      rescheduleTokenHash: _reschedule,
      service: _s,
      user: _u,
      ...stored
    } = row;
    return { ...stored, serviceId, userId };
  }

  async findById(id: string): Promise<Booking | null> {
    const record = await this.em.findOne(BookingRecord, { id }, { disableIdentityMap: true });
    return record ? toBooking(record) : null;
  }

  async findByLinkHash(kind: BookingLinkKind, tokenHash: string): Promise<Booking | null> {
    const where = kind === 'cancel' ? { cancelTokenHash: tokenHash } : { rescheduleTokenHash: tokenHash };
    const record = await this.em.findOne(BookingRecord, where, { disableIdentityMap: true });
    return record ? toBooking(record) : null;
  }

  async spentLinkReason(kind: BookingLinkKind, tokenHash: string): Promise<SpentLinkReason | null> {
    const spent = await this.em.findOne(
      BookingSpentLinkRecord,
      { tokenHash, kind },
      { disableIdentityMap: true },
    );
    return spent?.reason ?? null;
  }

  cancel(
    id: string,
    cancellation: { at: Date; by: CancelledBy; reason: string | null },
    tokenHash?: string,
  ): Promise<Booking | null> {
    return this.updateWhere(
      id,
      { status: 'confirmed', ...(tokenHash === undefined ? {} : { cancelTokenHash: tokenHash }) },
      {
        status: 'cancelled',
        cancelledAt: cancellation.at,
        cancelledBy: cancellation.by,
        cancelReason: cancellation.reason,
        cancelTokenHash: null,
        rescheduleTokenHash: null,
        sequence: sql`"sequence" + 1`,
      },
      { cancel: tokenHash === undefined ? 'cancelled' : 'used', reschedule: 'cancelled' },
    );
  }

  async reschedule(
    id: string,
    tokenHash: string,
    time: NewTime,
    newHashes: Record<BookingLinkKind, string>,
  ): Promise<Booking | null> {
    try {
      return await this.updateWhere(
        id,
        { status: 'confirmed', rescheduleTokenHash: tokenHash },
        {
          ...time,
          cancelTokenHash: newHashes.cancel,
          rescheduleTokenHash: newHashes.reschedule,
          reminderSentAt: null,
          sequence: sql`"sequence" + 1`,
        },
        { cancel: 'replaced', reschedule: 'used' },
      );
    } catch (error) {
      if (isNoOverlapViolation(error)) throw slotTaken();
      throw error;
    }
  }

  claimReminder(id: string, startsAt: Date, at: Date): Promise<Booking | null> {
    return this.updateWhere(
      id,
      { status: 'confirmed', startsAt, reminderSentAt: null },
      { reminderSentAt: at },
    );
  }

  /** Named SQL: a count per service (GROUP BY), which the EntityManager's `count` cannot give. */
  async upcomingCounts(now: Date): Promise<Map<string, number>> {
    const rows = await runSql<{ service_id: string; count: number | string }>(
      this.em,
      `select "service_id", count(*) as "count" from "bookings"
       where "status" = 'confirmed' and "starts_at" > ?::timestamptz
       group by "service_id"`,
      [now.toISOString()],
    );
    return new Map(rows.map((row) => [row.service_id, Number(row.count)]));
  }

  /** Upcoming: not yet ended (a session under way is still upcoming), soonest first; past: ended, latest first. */
  async list(query: BookingListQuery, now: Date): Promise<{ rows: BookingListRow[]; total: number }> {
    const upcoming = query.when === 'upcoming';
    const order = upcoming ? QueryOrder.ASC : QueryOrder.DESC;
    const [records, total] = await this.em.findAndCount(
      BookingRecord,
      upcoming ? { endsAt: { $gt: now } } : { endsAt: { $lte: now } },
      {
        populate: ['service'],
        orderBy: { startsAt: order, id: order },
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        disableIdentityMap: true,
      },
    );
    return { rows: records.map(toBookingListRow), total };
  }

  /**
   * A conditional UPDATE (the database decides which of two simultaneous requests changes the row;
   * the other matches nothing), then the row as it now is, read in the same transaction so nothing
   * can slip in between. A change that spends the links first locks the row to read them, and keeps
   * them as spent in the same transaction.
   */
  private updateWhere(
    id: string,
    conditions: Conditions,
    changes: Changes,
    spending?: Spending,
  ): Promise<Booking | null> {
    return this.em.transactional(
      async (em) => {
        const where = { $and: [{ id }, conditions] };
        const before = spending
          ? await em.findOne(BookingRecord, where, { lockMode: LockMode.PESSIMISTIC_WRITE })
          : null;
        if (spending && !before) return null;
        const updated = await em.nativeUpdate(BookingRecord, where, { ...changes, updatedAt: new Date() });
        if (updated !== 1) return null;
        if (spending && before) {
          const spentAt = new Date();
          const links = [
            { kind: 'cancel' as const, tokenHash: before.cancelTokenHash },
            { kind: 'reschedule' as const, tokenHash: before.rescheduleTokenHash },
          ];
          const rows = links.flatMap(({ kind, tokenHash }) =>
            tokenHash ? [{ tokenHash, booking: id, kind, reason: spending[kind], spentAt }] : [],
          );
          if (rows.length > 0) await em.insertMany(BookingSpentLinkRecord, rows);
        }
        const record = await em.findOneOrFail(BookingRecord, { id }, { refresh: true });
        return toBooking(record);
      },
      { clear: true },
    );
  }
}
