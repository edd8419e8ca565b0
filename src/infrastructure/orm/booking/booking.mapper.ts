import type { BookingListRow } from '#application/booking/ports.ts';
import type { Booking } from '#domain/booking/booking.ts';
import type { BookingRecordEntity } from './booking.entity.ts';

export function toBooking(record: BookingRecordEntity): Booking {
  return {
    id: record.id,
    serviceId: record.service.id,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    blockedFrom: record.blockedFrom,
    blockedUntil: record.blockedUntil,
    status: record.status,
    name: record.name,
    email: record.email,
    phone: record.phone ?? null,
    notes: record.notes ?? null,
    timeZone: record.timeZone,
    language: record.language,
    userId: record.user?.id ?? null,
    cancelledAt: record.cancelledAt ?? null,
    cancelledBy: record.cancelledBy ?? null,
    cancelReason: record.cancelReason ?? null,
    reminderSentAt: record.reminderSentAt ?? null,
    sequence: record.sequence,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** A booking with its service's name; the record's `service` must be loaded. */
export function toBookingListRow(record: BookingRecordEntity): BookingListRow {
  return { ...toBooking(record), serviceName: record.service.name };
}
