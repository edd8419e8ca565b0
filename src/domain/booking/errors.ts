import { AppError } from '../shared/app-error.ts';

/** A service that does not exist, or (for visitors) is not active. */
export const serviceNotFound = () =>
  new AppError('not_found', 'BOOKING.SERVICE_NOT_FOUND', 'This service is not available for booking.');

/** The loser of two bookings for one time (the database's exclusion constraint refused it). */
export const slotTaken = () =>
  new AppError('conflict', 'BOOKING.SLOT_TAKEN', 'This time was just taken, please pick another');

/** A start time that is not a free slot of the service (outside hours, too soon, too far ahead). */
export const slotNotOffered = () =>
  new AppError('conflict', 'BOOKING.SLOT_NOT_OFFERED', 'This time is not available, please pick another');

export const bookingNotFound = () => new AppError('not_found', 'BOOKING.NOT_FOUND', 'Booking not found');

/** A cancel or reschedule link that was used already, or never existed. */
export const bookingLinkInvalid = () =>
  new AppError(
    'not_found',
    'BOOKING.LINK_INVALID',
    'This link has already been used or is no longer valid. Please check your latest e-mail.',
  );

export const bookingAlreadyCancelled = () =>
  new AppError('conflict', 'BOOKING.ALREADY_CANCELLED', 'This booking has already been cancelled.');

/** A booking whose session has started or passed can no longer be changed by its links. */
export const bookingInThePast = () =>
  new AppError('conflict', 'BOOKING.IN_THE_PAST', 'This booking has already taken place.');

export const tooManyBookings = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'BOOKING.TOO_MANY',
    'Too many bookings in a short time. Please try again later.',
    retryAfterMs,
  );

export const serviceSlugTaken = () =>
  new AppError('conflict', 'BOOKING.SLUG_TAKEN', 'Another service already uses this address.');

export const unknownTimeZone = () => new AppError('invalid', 'BOOKING.TIME_ZONE', 'Unknown time zone');
