import type { DateOverride, WeeklyRange } from '#domain/booking/availability.ts';
import type { Booking, CancelledBy, SpentLinkReason, TimeRange } from '#domain/booking/booking.ts';
import type { BookingService, ServiceText, ServiceTranslations } from '#domain/booking/service.ts';
import type { IsoDate } from '#domain/booking/zoned-time.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailSecrets } from '../mail/email-secrets.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import type { OwnerLanguage } from '../mail/ports.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';

// ---- Services (spec entity `services`) ----

export type ServiceFields = Omit<
  BookingService,
  'id' | 'createdAt' | 'updatedAt' | 'translations' | 'position'
>;

export interface ServiceRepository {
  /** Active services by position, for visitors. */
  listActive(): Promise<BookingService[]>;
  /** Every service by position, inactive ones too, for the owner. */
  listAll(): Promise<BookingService[]>;
  findById(id: string): Promise<BookingService | null>;
  findBySlug(slug: string): Promise<BookingService | null>;
  /** Adds a service after the others; a slug in use throws `serviceSlugTaken`. */
  create(fields: ServiceFields, translations?: Partial<Record<string, ServiceText>>): Promise<BookingService>;
  /**
   * Changes a service; its translations stay (the owner edits them beside the English text). Null when
   * it does not exist; a slug in use throws `serviceSlugTaken`.
   */
  update(id: string, fields: ServiceFields): Promise<BookingService | null>;
  /** Replaces the service's translations; null when it does not exist. */
  setTranslations(id: string, translations: ServiceTranslations): Promise<BookingService | null>;
  count(): Promise<number>;
}

/**
 * The seeded services a site has been given, by the slug they were seeded under: kept when the owner
 * renames or removes one, so the seed never brings it back.
 */
export interface SeededServiceLog {
  given(): Promise<Set<string>>;
  /** Notes the slug as given (once; a second record of it changes nothing). */
  record(slug: string): Promise<void>;
}

// ---- Availability (spec entity `availability`, with day_of_week) and date overrides ----

export interface AvailabilityRepository {
  weekly(): Promise<WeeklyRange[]>;
  /** Replaces the whole week in one transaction. */
  replaceWeekly(ranges: readonly WeeklyRange[]): Promise<void>;
  /** Overrides of the dates from `from` to `to`, both included, by date. */
  overridesBetween(from: IsoDate, to: IsoDate): Promise<DateOverride[]>;
  /** Sets one date's override (replacing an earlier one for that date). */
  setOverride(override: DateOverride): Promise<void>;
  /** Whether there was one to remove. */
  removeOverride(date: IsoDate): Promise<boolean>;
}

// ---- Bookings ----

export interface NewBooking {
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  timeZone: string;
  language: string;
  userId: string | null;
  cancelTokenHash: string;
  rescheduleTokenHash: string;
}

export interface NewTime {
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
}

export type BookingLinkKind = 'cancel' | 'reschedule';

/** A booking with its service's name, for the owner's lists. */
export interface BookingListRow extends Booking {
  serviceName: string;
}

export interface BookingListQuery {
  when: 'upcoming' | 'past';
  page: number;
  pageSize: number;
}

export interface BookingRepository {
  /** Blocked ranges of confirmed bookings that overlap `range`, by start (one booking may be left out). */
  busyBetween(range: TimeRange, exceptBookingId?: string): Promise<TimeRange[]>;
  /**
   * Stores a confirmed booking. When another confirmed booking's blocked range overlaps this one's the
   * database refuses it (exclusion constraint) and this throws `slotTaken`.
   */
  create(booking: NewBooking): Promise<Booking>;
  findById(id: string): Promise<Booking | null>;
  /** The confirmed or cancelled booking a link's token (hashed) belongs to; null once the link is spent. */
  findByLinkHash(kind: BookingLinkKind, tokenHash: string): Promise<Booking | null>;
  /** Why a link that no longer finds its booking stopped working; null for a link never issued (or spent before this was kept). */
  spentLinkReason(kind: BookingLinkKind, tokenHash: string): Promise<SpentLinkReason | null>;
  /**
   * Cancels a confirmed booking and spends both its links (kept as spent: the cancel link `used` when
   * it did the cancelling, otherwise both `cancelled`). With `tokenHash`, only while that cancel
   * link is still unspent. Null when nothing was cancelled (already cancelled, link spent).
   */
  cancel(
    id: string,
    cancellation: { at: Date; by: CancelledBy; reason: string | null },
    tokenHash?: string,
  ): Promise<Booking | null>;
  /**
   * Moves a confirmed booking to a new time in one statement, only while its reschedule link
   * `tokenHash` is unspent; gives it new link hashes (the old reschedule link kept as `used`, the old
   * cancel link as `replaced`) and clears its reminder. Throws `slotTaken` when
   * the new time overlaps another booking; null when the link was spent meanwhile.
   */
  reschedule(
    id: string,
    tokenHash: string,
    time: NewTime,
    newHashes: Record<BookingLinkKind, string>,
  ): Promise<Booking | null>;
  /** Marks the reminder sent, once: null when it was sent already, or the booking was cancelled or moved from `startsAt`. */
  claimReminder(id: string, startsAt: Date, at: Date): Promise<Booking | null>;
  /** Confirmed bookings starting after `now`, counted per service id (services without any are absent). */
  upcomingCounts(now: Date): Promise<Map<string, number>>;
  /** Upcoming (soonest first) or past (latest first) bookings, cancelled ones included. */
  list(query: BookingListQuery, now: Date): Promise<{ rows: BookingListRow[]; total: number }>;
}

// ---- Outside the database ----

/** A calendar file for one event (RFC 5545), built by a maintained library. */
export interface CalendarEvent {
  /** Stable across reschedules and cancellation, so calendars update the same entry. */
  uid: string;
  /** Grows with every change to the event (RFC 5545 SEQUENCE). */
  sequence: number;
  title: string;
  description: string;
  start: Date;
  end: Date;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarFiles {
  /** The `.ics` text (METHOD:REQUEST, or METHOD:CANCEL for a cancelled event). */
  invite(event: CalendarEvent): Promise<string>;
}

/** The hashes of single-use link tokens (only hashes are stored; the tokens come from `EmailSecrets`). */
export interface LinkTokens {
  hashToken(token: string): string;
}

/**
 * Tells every web process that what the booking pages show changed (a service, its translations, the
 * owner's hours), so cached pages are dropped.
 */
export interface ServiceEvents {
  servicesChanged(): Promise<void>;
}

export interface BookingDeps {
  services: ServiceRepository;
  availability: AvailabilityRepository;
  bookings: BookingRepository;
  queue: JobQueue;
  clock: Clock;
  limiter: RateLimiter;
  tokens: LinkTokens;
  /** Makes the links' tokens; the queued e-mail carries only their references. */
  emailSecrets: EmailSecrets;
  calendar: CalendarFiles;
  baseUrl: string;
  ownerEmail: string;
  /** The owner's language for their notices (their account's, read at each notice). */
  ownerLanguage: OwnerLanguage;
  siteName: string;
  /** Writes e-mails and calendar texts in their reader's language. */
  emails: EmailRenderer;
  warn: (context: object, message: string) => void;
}
