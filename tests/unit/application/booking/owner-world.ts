// Interim fakes of the booking ports for the owner's use cases, until tests/fixtures/in-memory-booking.ts lands.
import { randomUUID } from 'node:crypto';
import type {
  AvailabilityRepository,
  BookingDeps,
  BookingListQuery,
  BookingListRow,
  BookingRepository,
  NewBooking,
  ServiceFields,
  ServiceRepository,
} from '#application/booking/ports.ts';
import type { DateOverride, WeeklyRange } from '#domain/booking/availability.ts';
import type { Booking, CancelledBy } from '#domain/booking/booking.ts';
import { serviceSlugTaken } from '#domain/booking/errors.ts';
import type { BookingService } from '#domain/booking/service.ts';
import { InMemoryJobQueue } from '../../../fixtures/in-memory-jobs.ts';
import { FixedClock, InMemoryRateLimiter, RecordingLog } from '../../../fixtures/in-memory-shared.ts';

class Services implements ServiceRepository {
  readonly all: BookingService[] = [];
  async listActive() {
    return this.all.filter((service) => service.isActive);
  }
  async listAll() {
    return [...this.all].sort((a, b) => a.position - b.position);
  }
  async findById(id: string) {
    return this.all.find((service) => service.id === id) ?? null;
  }
  async findBySlug(slug: string) {
    return this.all.find((service) => service.slug === slug) ?? null;
  }
  async create(fields: ServiceFields) {
    if (this.all.some((service) => service.slug === fields.slug)) throw serviceSlugTaken();
    const at = new Date();
    const service = {
      ...fields,
      id: randomUUID(),
      position: this.all.length,
      translations: {},
      createdAt: at,
      updatedAt: at,
    };
    this.all.push(service);
    return service;
  }
  async update(id: string, fields: ServiceFields) {
    const service = this.all.find((candidate) => candidate.id === id);
    if (!service) return null;
    if (this.all.some((other) => other.id !== id && other.slug === fields.slug)) throw serviceSlugTaken();
    Object.assign(service, fields, { updatedAt: new Date() });
    return service;
  }
  async count() {
    return this.all.length;
  }
}

class Availability implements AvailabilityRepository {
  week: WeeklyRange[] = [];
  readonly overrides = new Map<string, DateOverride>();
  async weekly() {
    return [...this.week];
  }
  async replaceWeekly(ranges: readonly WeeklyRange[]) {
    this.week = [...ranges];
  }
  async overridesBetween(from: string, to: string) {
    return [...this.overrides.values()].filter((o) => o.date >= from && o.date <= to);
  }
  async setOverride(override: DateOverride) {
    this.overrides.set(override.date, override);
  }
  async removeOverride(date: string) {
    return this.overrides.delete(date);
  }
}

class Bookings implements BookingRepository {
  readonly all: Booking[] = [];
  private readonly services: Services;
  constructor(services: Services) {
    this.services = services;
  }
  add(fields: Partial<Booking> & Pick<Booking, 'serviceId' | 'startsAt'>): Booking {
    const endsAt = new Date(fields.startsAt.getTime() + 3_600_000);
    const booking: Booking = {
      id: randomUUID(),
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
      userId: null,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      reminderSentAt: null,
      sequence: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...fields,
    };
    this.all.push(booking);
    return booking;
  }
  async busyBetween() {
    return [];
  }
  async create(_booking: NewBooking): Promise<Booking> {
    throw new Error('not needed by the owner');
  }
  async findById(id: string) {
    const booking = this.all.find((candidate) => candidate.id === id);
    return booking ? { ...booking } : null;
  }
  async findByLinkHash() {
    return null;
  }
  async cancel(id: string, cancellation: { at: Date; by: CancelledBy; reason: string | null }) {
    const booking = this.all.find((candidate) => candidate.id === id && candidate.status === 'confirmed');
    if (!booking) return null;
    Object.assign(booking, {
      status: 'cancelled',
      cancelledAt: cancellation.at,
      cancelledBy: cancellation.by,
      cancelReason: cancellation.reason,
      sequence: booking.sequence + 1,
    });
    return { ...booking };
  }
  async reschedule() {
    return null;
  }
  async claimReminder() {
    return null;
  }
  async upcomingCounts(now: Date) {
    const counts = new Map<string, number>();
    for (const booking of this.all)
      if (booking.status === 'confirmed' && booking.startsAt > now)
        counts.set(booking.serviceId, (counts.get(booking.serviceId) ?? 0) + 1);
    return counts;
  }
  async list(query: BookingListQuery, now: Date) {
    const upcoming = query.when === 'upcoming';
    const rows = this.all
      .filter((booking) => booking.startsAt > now === upcoming)
      .sort((a, b) => (upcoming ? 1 : -1) * (a.startsAt.getTime() - b.startsAt.getTime()));
    const page = rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return {
      rows: page.map(
        (booking): BookingListRow => ({
          ...booking,
          serviceName: this.services.all.find((s) => s.id === booking.serviceId)?.name ?? '',
        }),
      ),
      total: rows.length,
    };
  }
}

/** The owner's booking world on 2026-03-10 (a Tuesday), 10:00 London. */
export function ownerWorld() {
  const clock = new FixedClock('2026-03-10T10:00:00.000Z');
  const services = new Services();
  const availability = new Availability();
  const bookings = new Bookings(services);
  const log = new RecordingLog();
  const deps: BookingDeps = {
    services,
    availability,
    bookings,
    queue: new InMemoryJobQueue(),
    clock,
    limiter: new InMemoryRateLimiter(clock),
    tokens: { newToken: () => randomUUID(), hashToken: (token) => `hash:${token}` },
    calendar: { invite: (event) => `BEGIN:VCALENDAR\nSUMMARY:${event.title}\nEND:VCALENDAR` },
    baseUrl: 'https://example.test',
    ownerEmail: 'owner@example.test',
    siteName: 'Personal Brand',
    warn: log.warn,
  };
  return { deps, clock, services, availability, bookings };
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
