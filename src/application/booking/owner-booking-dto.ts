import type { BookingService } from '#domain/booking/service.ts';
import type { OwnerBookingRowDto, OwnerServiceDto } from './dto.ts';
import type { BookingListRow } from './ports.ts';

/** A service with everything the owner edits, and how many upcoming bookings it has. */
export function toOwnerServiceDto(service: BookingService, upcomingBookings: number): OwnerServiceDto {
  return {
    id: service.id,
    slug: service.slug,
    name: service.name,
    description: service.description,
    durationMinutes: service.durationMinutes,
    pricePence: service.pricePence,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    minimumNoticeMinutes: service.minimumNoticeMinutes,
    horizonDays: service.horizonDays,
    isActive: service.isActive,
    translations: service.translations,
    upcomingBookings,
  };
}

/** One row of the owner's bookings: who booked what, when, and how it ended if cancelled. */
export function toOwnerBookingRow(row: BookingListRow): OwnerBookingRowDto {
  return {
    id: row.id,
    serviceName: row.serviceName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    timeZone: row.timeZone,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
  };
}
