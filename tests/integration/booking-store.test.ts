import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewBooking, ServiceFields } from '#application/booking/ports.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmBookingRepository } from '#infrastructure/orm/booking/booking.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;
let serviceId: string;

const MINUTE = 60_000;
const services = () => new OrmServiceRepository(database.fork());
const availability = () => new OrmAvailabilityRepository(database.fork());
/** A repository on its own unit of work, as each request gets one. */
const bookings = () => new OrmBookingRepository(database.fork());

const fields = (overrides: Partial<ServiceFields> = {}): ServiceFields => ({
  slug: 'consultation',
  name: 'Consultation',
  description: 'An hour with the owner.',
  durationMinutes: 60,
  pricePence: 5_000,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  isActive: true,
  ...overrides,
});

let tokenCount = 0;
/**
 * A booking of `minutes` from `startsAt`, blocking `before`/`after` minutes around it; each gets its
 * own link hashes. Times are far in the future so every booking is upcoming.
 */
function newBooking(startsAt: string, options: { minutes?: number; before?: number; after?: number } = {}) {
  const { minutes = 60, before = 0, after = 0 } = options;
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * MINUTE);
  tokenCount += 1;
  return {
    serviceId,
    startsAt: start,
    endsAt: end,
    blockedFrom: new Date(start.getTime() - before * MINUTE),
    blockedUntil: new Date(end.getTime() + after * MINUTE),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    notes: null,
    timeZone: 'Europe/London',
    language: 'en',
    userId: null,
    cancelTokenHash: `cancel-hash-${tokenCount}`,
    rescheduleTokenHash: `reschedule-hash-${tokenCount}`,
  } satisfies NewBooking;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.code;
}

async function confirmedIn(from: string, until: string): Promise<number> {
  const [row] = await runSql<{ count: string | number }>(
    database.fork(),
    `select count(*) as "count" from "bookings" where "status" = 'confirmed' and "starts_at" >= ? and "starts_at" < ?`,
    [from, until],
  );
  return Number(row?.count ?? 0);
}

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  serviceId = (await services().create(fields())).id;
});
afterAll(async () => {
  await opened?.close();
});

describe('two bookings can never overlap', () => {
  it('lets exactly one of 50 simultaneous bookings of one slot through; the other 49 are told the slot was taken', async () => {
    const attempts = Array.from({ length: 50 }, () =>
      bookings().create(newBooking('2030-01-07T09:00:00Z', { after: 15 })),
    );
    const results = await Promise.allSettled(attempts);
    const booked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({
        code: 'BOOKING.SLOT_TAKEN',
        message: 'This time was just taken, please pick another',
      });
    }
    expect(await confirmedIn('2030-01-07T00:00:00Z', '2030-01-08T00:00:00Z')).toBe(1);
  });

  it("refuses a booking whose buffer reaches into another's, and allows ranges that only touch", async () => {
    // 09:00–10:00 with 15 minutes after: blocked until 10:15.
    await bookings().create(newBooking('2030-01-08T09:00:00Z', { after: 15 }));
    // 10:30 with 30 minutes before: blocked from 10:00, inside the first one's buffer.
    const overlapping = newBooking('2030-01-08T10:30:00Z', { before: 30 });
    expect(await codeOf(bookings().create(overlapping))).toBe('BOOKING.SLOT_TAKEN');
    // 10:30 with 15 minutes before: blocked from 10:15, exactly where the first one's ends.
    const touching = await bookings().create(newBooking('2030-01-08T10:30:00Z', { before: 15 }));
    expect(touching).toMatchObject({ status: 'confirmed', sequence: 0, reminderSentAt: null });
    expect(await confirmedIn('2030-01-08T00:00:00Z', '2030-01-09T00:00:00Z')).toBe(2);
  });

  it('frees the range of a cancelled booking for the next visitor', async () => {
    const first = await bookings().create(newBooking('2030-01-09T09:00:00Z', { after: 15 }));
    expect(await codeOf(bookings().create(newBooking('2030-01-09T09:00:00Z')))).toBe('BOOKING.SLOT_TAKEN');
    const at = new Date('2030-01-01T12:00:00Z');
    const cancelled = await bookings().cancel(first.id, { at, by: 'owner', reason: 'Away that day' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledAt: at,
      cancelledBy: 'owner',
      cancelReason: 'Away that day',
      sequence: 1,
    });
    const second = await bookings().create(newBooking('2030-01-09T09:00:00Z'));
    expect(second.status).toBe('confirmed');
  });
});

describe('busy ranges', () => {
  it('lists the blocked ranges of confirmed bookings that reach into a range, by start, one left out on request', async () => {
    const late = await bookings().create(newBooking('2030-02-04T14:00:00Z', { before: 10, after: 20 }));
    const early = await bookings().create(newBooking('2030-02-04T09:00:00Z'));
    const gone = await bookings().create(newBooking('2030-02-04T11:00:00Z'));
    await bookings().cancel(gone.id, { at: new Date(), by: 'visitor', reason: null });
    await bookings().create(newBooking('2030-02-05T09:00:00Z'));

    const day = { from: new Date('2030-02-04T00:00:00Z'), until: new Date('2030-02-05T00:00:00Z') };
    expect(await bookings().busyBetween(day)).toEqual([
      { from: early.blockedFrom, until: early.blockedUntil },
      { from: new Date('2030-02-04T13:50:00Z'), until: new Date('2030-02-04T15:20:00Z') },
    ]);
    expect(await bookings().busyBetween(day, early.id)).toEqual([
      { from: late.blockedFrom, until: late.blockedUntil },
    ]);
    // Ranges are half-open: one ending where the window starts is not in it.
    const afterEarly = { from: early.blockedUntil, until: new Date('2030-02-04T12:00:00Z') };
    expect(await bookings().busyBetween(afterEarly)).toEqual([]);
  });
});

describe('links, each used once', () => {
  it('cancels by its link only while the link is unspent, and then finds the booking by neither link', async () => {
    const booking = await bookings().create(newBooking('2030-03-04T09:00:00Z'));
    expect((await bookings().findByLinkHash('cancel', `cancel-hash-${tokenCount}`))?.id).toBe(booking.id);
    expect((await bookings().findByLinkHash('reschedule', `reschedule-hash-${tokenCount}`))?.id).toBe(
      booking.id,
    );
    const cancellation = { at: new Date('2030-03-01T10:00:00Z'), by: 'visitor' as const, reason: null };

    expect(await bookings().cancel(booking.id, cancellation, 'someone-elses-hash')).toBeNull();
    const cancelled = await bookings().cancel(booking.id, cancellation, `cancel-hash-${tokenCount}`);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', sequence: 1 });
    expect(await bookings().cancel(booking.id, cancellation, `cancel-hash-${tokenCount}`)).toBeNull();
    expect(await bookings().cancel(booking.id, cancellation)).toBeNull();
    expect(await bookings().findByLinkHash('cancel', `cancel-hash-${tokenCount}`)).toBeNull();
    expect(await bookings().findByLinkHash('reschedule', `reschedule-hash-${tokenCount}`)).toBeNull();
  });

  it('reschedules only with the unspent link, gives new links and clears the reminder; refuses an overlapping time', async () => {
    const booking = await bookings().create(newBooking('2030-03-05T09:00:00Z', { after: 15 }));
    const oldHash = `reschedule-hash-${tokenCount}`;
    const oldCancelHash = `cancel-hash-${tokenCount}`;
    const other = await bookings().create(newBooking('2030-03-05T14:00:00Z'));
    await bookings().claimReminder(booking.id, booking.startsAt, new Date('2030-03-04T09:00:00Z'));

    const moveTo = (startsAt: string) => {
      const { startsAt: start, endsAt, blockedFrom, blockedUntil } = newBooking(startsAt, { after: 15 });
      return { startsAt: start, endsAt, blockedFrom, blockedUntil };
    };
    const hashes = { cancel: 'new-cancel-hash', reschedule: 'new-reschedule-hash' };

    expect(
      await bookings().reschedule(booking.id, 'someone-elses-hash', moveTo('2030-03-05T11:00:00Z'), hashes),
    ).toBeNull();
    // 13:00–14:00 blocks until 14:15, into the other booking.
    expect(
      await codeOf(bookings().reschedule(booking.id, oldHash, moveTo('2030-03-05T13:00:00Z'), hashes)),
    ).toBe('BOOKING.SLOT_TAKEN');
    expect((await bookings().findById(booking.id))?.startsAt).toEqual(booking.startsAt);

    // Its own old range does not stand in its way: 09:30 overlaps 09:00–10:15.
    const moved = await bookings().reschedule(booking.id, oldHash, moveTo('2030-03-05T09:30:00Z'), hashes);
    expect(moved).toMatchObject({
      status: 'confirmed',
      startsAt: new Date('2030-03-05T09:30:00Z'),
      endsAt: new Date('2030-03-05T10:30:00Z'),
      blockedUntil: new Date('2030-03-05T10:45:00Z'),
      reminderSentAt: null,
      sequence: 1,
    });
    expect(
      await bookings().reschedule(booking.id, oldHash, moveTo('2030-03-05T11:00:00Z'), hashes),
    ).toBeNull();
    expect(await bookings().findByLinkHash('reschedule', oldHash)).toBeNull();
    expect(await bookings().findByLinkHash('cancel', oldCancelHash)).toBeNull();
    expect((await bookings().findByLinkHash('reschedule', 'new-reschedule-hash'))?.id).toBe(booking.id);
    expect((await bookings().findByLinkHash('cancel', 'new-cancel-hash'))?.id).toBe(booking.id);
    expect((await bookings().findById(other.id))?.status).toBe('confirmed');
  });

  it('keeps why each spent link stopped working: used, replaced by a move, or its booking cancelled', async () => {
    const moving = await bookings().create(newBooking('2030-03-06T09:00:00Z'));
    const [movingCancel, movingReschedule] = [`cancel-hash-${tokenCount}`, `reschedule-hash-${tokenCount}`];
    const { startsAt, endsAt, blockedFrom, blockedUntil } = newBooking('2030-03-06T11:00:00Z');
    const hashes = { cancel: 'moved-cancel-hash', reschedule: 'moved-reschedule-hash' };
    await bookings().reschedule(
      moving.id,
      movingReschedule,
      { startsAt, endsAt, blockedFrom, blockedUntil },
      hashes,
    );
    expect(await bookings().spentLinkReason('reschedule', movingReschedule)).toBe('used');
    expect(await bookings().spentLinkReason('cancel', movingCancel)).toBe('replaced');
    expect(await bookings().spentLinkReason('cancel', 'moved-cancel-hash')).toBeNull();

    const at = new Date('2030-03-01T10:00:00Z');
    await bookings().cancel(moving.id, { at, by: 'visitor', reason: null }, 'moved-cancel-hash');
    expect(await bookings().spentLinkReason('cancel', 'moved-cancel-hash')).toBe('used');
    expect(await bookings().spentLinkReason('reschedule', 'moved-reschedule-hash')).toBe('cancelled');

    const byOwner = await bookings().create(newBooking('2030-03-06T14:00:00Z'));
    await bookings().cancel(byOwner.id, { at, by: 'owner', reason: null });
    expect(await bookings().spentLinkReason('cancel', `cancel-hash-${tokenCount}`)).toBe('cancelled');
    expect(await bookings().spentLinkReason('reschedule', `reschedule-hash-${tokenCount}`)).toBe('cancelled');
    // A hash asked for as the other kind of link is not that link.
    expect(await bookings().spentLinkReason('reschedule', `cancel-hash-${tokenCount}`)).toBeNull();
  });
});

describe('the reminder', () => {
  it('is claimed once, and not for a booking that moved or was cancelled', async () => {
    const booking = await bookings().create(newBooking('2030-04-01T09:00:00Z'));
    const at = new Date('2030-03-31T09:00:00Z');
    expect(await bookings().claimReminder(booking.id, booking.startsAt, at)).toMatchObject({
      reminderSentAt: at,
    });
    expect(await bookings().claimReminder(booking.id, booking.startsAt, at)).toBeNull();

    const moving = await bookings().create(newBooking('2030-04-02T09:00:00Z'));
    const { startsAt, endsAt, blockedFrom, blockedUntil } = newBooking('2030-04-02T11:00:00Z');
    await bookings().reschedule(
      moving.id,
      `reschedule-hash-${tokenCount - 1}`,
      { startsAt, endsAt, blockedFrom, blockedUntil },
      {
        cancel: 'moving-cancel',
        reschedule: 'moving-reschedule',
      },
    );
    expect(await bookings().claimReminder(moving.id, moving.startsAt, at)).toBeNull();
    expect(await bookings().claimReminder(moving.id, startsAt, at)).toMatchObject({ startsAt });

    const cancelled = await bookings().create(newBooking('2030-04-03T09:00:00Z'));
    await bookings().cancel(cancelled.id, { at, by: 'owner', reason: null });
    expect(await bookings().claimReminder(cancelled.id, cancelled.startsAt, at)).toBeNull();
  });
});

describe("the owner's lists", () => {
  it('pages upcoming bookings soonest first and past ones latest first, cancelled ones included, with the service name', async () => {
    const { id: listedService } = await services().create(fields({ slug: 'listed', name: 'Listed session' }));
    const make = (startsAt: string) =>
      bookings().create({ ...newBooking(startsAt), serviceId: listedService });
    const booked = [];
    for (const day of ['10', '11', '12', '13', '14']) booked.push(await make(`2029-06-${day}T09:00:00Z`));
    await bookings().cancel(booked[3]?.id ?? '', { at: new Date(), by: 'owner', reason: null });
    // Seen from 09:30 on 12 June 2029, before every other booking of this file.
    const now = new Date('2029-06-12T09:30:00Z');

    const past = await bookings().list({ when: 'past', page: 1, pageSize: 10 }, now);
    const pastIds = past.rows.map((row) => row.id);
    expect(pastIds.slice(0, 2)).toEqual([booked[1]?.id, booked[0]?.id]);
    expect(past.rows[0]).toMatchObject({ serviceName: 'Listed session', status: 'confirmed' });

    // The session under way (09:00–10:00 on the 12th) is still upcoming.
    const firstPage = await bookings().list({ when: 'upcoming', page: 1, pageSize: 2 }, now);
    expect(firstPage.rows.map((row) => row.id)).toEqual([booked[2]?.id, booked[3]?.id]);
    expect(firstPage.rows[1]).toMatchObject({ status: 'cancelled', serviceName: 'Listed session' });
    const secondPage = await bookings().list({ when: 'upcoming', page: 2, pageSize: 2 }, now);
    expect(secondPage.rows[0]?.id).toBe(booked[4]?.id);
    expect(secondPage.total).toBe(firstPage.total);
    expect(past.total).toBe(2);
    const [row] = await runSql<{ count: string | number }>(
      database.fork(),
      `select count(*) as "count" from "bookings" where "ends_at" > ?`,
      [now.toISOString()],
    );
    expect(firstPage.total).toBe(Number(row?.count));
  });

  it('counts the upcoming confirmed bookings of each service', async () => {
    const { id: counted } = await services().create(fields({ slug: 'counted', name: 'Counted' }));
    await services().create(fields({ slug: 'never-booked', name: 'Never booked' }));
    const make = (startsAt: string) => bookings().create({ ...newBooking(startsAt), serviceId: counted });
    await make('2029-07-01T09:00:00Z');
    await make('2029-07-02T09:00:00Z');
    await make('2029-07-03T09:00:00Z');
    const gone = await make('2029-07-04T09:00:00Z');
    await bookings().cancel(gone.id, { at: new Date(), by: 'owner', reason: null });

    const counts = await bookings().upcomingCounts(new Date('2029-07-01T12:00:00Z'));
    expect(counts.get(counted)).toBe(2);
    expect([...counts.keys()]).not.toContain((await services().findBySlug('never-booked'))?.id);
  });
});

describe('services', () => {
  it('adds services after the others, refuses a slug in use, and lists active ones for visitors', async () => {
    const repository = services();
    const first = await repository.create(fields({ slug: 'order-a', name: 'A' }), {
      de: { name: 'A auf Deutsch', description: 'Beschreibung' },
    });
    const second = await repository.create(fields({ slug: 'order-b', name: 'B', isActive: false }));
    expect(second.position).toBeGreaterThan(first.position);
    expect(await codeOf(services().create(fields({ slug: 'order-a' })))).toBe('BOOKING.SLUG_TAKEN');

    const all = (await services().listAll()).map((service) => service.slug);
    expect(all.indexOf('order-a')).toBeLessThan(all.indexOf('order-b'));
    const active = (await services().listActive()).map((service) => service.slug);
    expect(active).toContain('order-a');
    expect(active).not.toContain('order-b');
    expect(await services().findBySlug('order-a')).toMatchObject({
      id: first.id,
      pricePence: 5_000,
      bufferAfterMinutes: 15,
      minimumNoticeMinutes: 720,
      translations: { de: { name: 'A auf Deutsch', description: 'Beschreibung' } },
    });
    expect(await services().count()).toBe((await services().listAll()).length);
  });

  it('keeps translations when the text changes (the owner edits them), replaces them when asked; refuses a slug in use', async () => {
    const service = await services().create(fields({ slug: 'translated', name: 'Translated' }), {
      fr: { name: 'Traduit', description: 'Une heure.' },
    });
    const kept = await services().update(
      service.id,
      fields({ slug: 'translated', name: 'Translated', pricePence: 0 }),
    );
    expect(kept).toMatchObject({ pricePence: 0, translations: { fr: { name: 'Traduit' } } });
    const renamed = await services().update(service.id, fields({ slug: 'translated-2', name: 'Renamed' }));
    expect(renamed).toMatchObject({
      slug: 'translated-2',
      name: 'Renamed',
      translations: { fr: { name: 'Traduit' } },
    });
    const retranslated = await services().setTranslations(service.id, {
      de: { name: 'Umbenannt', description: '' },
    });
    expect(retranslated?.translations).toEqual({ de: { name: 'Umbenannt', description: '' } });
    expect((await services().findById(service.id))?.translations).toEqual({
      de: { name: 'Umbenannt', description: '' },
    });
    expect(await services().setTranslations(crypto.randomUUID(), {})).toBeNull();
    expect(await codeOf(services().update(service.id, fields({ slug: 'consultation' })))).toBe(
      'BOOKING.SLUG_TAKEN',
    );
    expect(await services().update(crypto.randomUUID(), fields({ slug: 'nobody' }))).toBeNull();
  });
});

describe('availability', () => {
  it('replaces the whole week at once', async () => {
    await availability().replaceWeekly([
      { dayOfWeek: 1, startMinute: 780, endMinute: 1020 },
      { dayOfWeek: 1, startMinute: 540, endMinute: 720 },
      { dayOfWeek: 3, startMinute: 540, endMinute: 1020 },
    ]);
    await availability().replaceWeekly([
      { dayOfWeek: 2, startMinute: 600, endMinute: 660 },
      { dayOfWeek: 1, startMinute: 780, endMinute: 1020 },
      { dayOfWeek: 1, startMinute: 540, endMinute: 720 },
    ]);
    expect(await availability().weekly()).toEqual([
      { dayOfWeek: 1, startMinute: 540, endMinute: 720 },
      { dayOfWeek: 1, startMinute: 780, endMinute: 1020 },
      { dayOfWeek: 2, startMinute: 600, endMinute: 660 },
    ]);
  });

  it('keeps date overrides as the dates they are, days off and extra hours, replaced and removed by date', async () => {
    // The clock-change days, where a time zone's drift would show first.
    await availability().setOverride({ date: '2026-03-29', ranges: [], note: 'Clocks go forward' });
    await availability().setOverride({
      date: '2026-10-25',
      ranges: [
        { startMinute: 840, endMinute: 960 },
        { startMinute: 0, endMinute: 120 },
      ],
      note: null,
    });
    await availability().setOverride({ date: '2026-12-31', ranges: [], note: null });
    expect(await availability().overridesBetween('2026-03-29', '2026-10-25')).toEqual([
      { date: '2026-03-29', ranges: [], note: 'Clocks go forward' },
      {
        date: '2026-10-25',
        ranges: [
          { startMinute: 0, endMinute: 120 },
          { startMinute: 840, endMinute: 960 },
        ],
        note: null,
      },
    ]);

    await availability().setOverride({
      date: '2026-03-29',
      ranges: [{ startMinute: 600, endMinute: 720 }],
      note: 'Half day',
    });
    expect(await availability().overridesBetween('2026-03-28', '2026-03-30')).toEqual([
      { date: '2026-03-29', ranges: [{ startMinute: 600, endMinute: 720 }], note: 'Half day' },
    ]);
    expect(await availability().removeOverride('2026-03-29')).toBe(true);
    expect(await availability().removeOverride('2026-03-29')).toBe(false);
    expect(await availability().overridesBetween('2026-01-01', '2026-12-31')).toHaveLength(2);
  });
});

describe('the GiST index', () => {
  it('answers the busy ranges of a month once there are thousands of bookings', async () => {
    // One hour every two hours from 2031 on: 3,000 bookings that never overlap.
    await runSql(
      database.fork(),
      `insert into "bookings" ("id", "service_id", "starts_at", "ends_at", "blocked_from", "blocked_until",
         "name", "email", "time_zone")
       select gen_random_uuid(), ?, t, t + interval '1 hour', t, t + interval '1 hour', 'Seeded', 'seed@example.com', 'UTC'
       from generate_series(0, 2999) as n, lateral (select timestamptz '2031-01-01 00:00:00+00' + n * interval '2 hours') as s(t)`,
      [serviceId],
    );
    await runSql(database.fork(), 'analyze "bookings"');
    const plan = await runSql<Record<string, string>>(
      database.fork(),
      `explain select "blocked_from", "blocked_until" from "bookings"
       where "status" = 'confirmed'
         and tstzrange("blocked_from", "blocked_until", '[)') && tstzrange(?::timestamptz, ?::timestamptz, '[)')`,
      ['2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z'],
    );
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('bookings_no_overlap');
    const month = await bookings().busyBetween({
      from: new Date('2031-03-01T00:00:00Z'),
      until: new Date('2031-04-01T00:00:00Z'),
    });
    expect(month).toHaveLength(31 * 12);
  });
});
