/** A booking is confirmed when made; it ends cancelled (by the visitor's link or by the owner). */
export type BookingStatus = 'confirmed' | 'cancelled';
export type CancelledBy = 'visitor' | 'owner';
/**
 * Why a single-use link stopped working: it did its job (`used`), the booking moved and a newer
 * e-mail carries its new links (`replaced`), or the booking was cancelled by other means (`cancelled`).
 */
export type SpentLinkReason = 'used' | 'replaced' | 'cancelled';

export const BOOKING_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  notesMax: 2000,
  cancelReasonMax: 500,
  /** Bookings one address or IP may make per hour. */
  perHour: 5,
} as const;

/** The reminder goes out this long before the start. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** A time range; `until` is exclusive. */
export interface TimeRange {
  from: Date;
  until: Date;
}

export interface Booking {
  id: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  /** The range no other booking may touch: the session with its service's buffers around it. */
  blockedFrom: Date;
  blockedUntil: Date;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  /** The visitor's zone when booking, for their e-mails. */
  timeZone: string;
  language: string;
  userId: string | null;
  cancelledAt: Date | null;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
  reminderSentAt: Date | null;
  /** Grows with each change the visitor is told of (RFC 5545 SEQUENCE of the calendar file). */
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

interface Timing {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

const MINUTE_MS = 60_000;

/** When a session starting at `startsAt` ends, and the range it blocks with its buffers. */
export function bookingTimes(startsAt: Date, service: Timing) {
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE_MS);
  return {
    startsAt,
    endsAt,
    blockedFrom: new Date(startsAt.getTime() - service.bufferBeforeMinutes * MINUTE_MS),
    blockedUntil: new Date(endsAt.getTime() + service.bufferAfterMinutes * MINUTE_MS),
  };
}

export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.from < b.until && b.from < a.until;
}
