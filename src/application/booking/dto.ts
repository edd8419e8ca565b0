import type { DateOverride, MinuteRange } from '#domain/booking/availability.ts';
import type { BookingStatus, CancelledBy } from '#domain/booking/booking.ts';
import type { ServiceTranslations } from '#domain/booking/service.ts';

/** A service as visitors see it, in the page's language. */
export interface ServiceDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  /** 0 is shown as "Free". */
  pricePence: number;
}

/** A free slot; ISO instants (the browser shows them in the visitor's zone). */
export interface SlotDto {
  startsAt: string;
  endsAt: string;
}

/** One month of the visitor's calendar (in `timeZone`) with the service's free slots. */
export interface MonthSlotsDto {
  service: ServiceDto;
  /** 'YYYY-MM' in the visitor's zone. */
  month: string;
  timeZone: string;
  /** Dates ('YYYY-MM-DD', visitor's zone) that have at least one free slot. */
  days: string[];
  slots: SlotDto[];
  /** The neighbouring months worth showing; null before this month or past the service's horizon. */
  previousMonth: string | null;
  nextMonth: string | null;
}

/** A booking as its visitor sees it (confirmation, cancel and reschedule pages). */
export interface VisitorBookingDto {
  id: string;
  service: ServiceDto;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  name: string;
  email: string;
  status: BookingStatus;
  /** Whether it can still be cancelled or moved (confirmed and not started). */
  changeable: boolean;
}

/** Everything the owner edits about a service. */
export interface OwnerServiceDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  isActive: boolean;
  /** The owner's (or the seed's) name and description in the other languages. */
  translations: ServiceTranslations;
  /** Upcoming confirmed bookings of the service. */
  upcomingBookings: number;
}

export interface AvailabilityDto {
  /** Seven entries, 0 = Sunday … 6 = Saturday, each with its ranges in London minutes. */
  week: { dayOfWeek: number; ranges: MinuteRange[] }[];
  /** Overrides from today (London) on, by date. */
  overrides: DateOverride[];
  timeZone: string;
}

export interface OwnerBookingRowDto {
  id: string;
  serviceName: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  timeZone: string;
  status: BookingStatus;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
}

export interface OwnerBookingsPageDto {
  when: 'upcoming' | 'past';
  rows: OwnerBookingRowDto[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
