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

/** A spent link that did its job: the booking was cancelled or moved with it. */
export const bookingLinkUsed = (kind: 'cancel' | 'reschedule') =>
  new AppError(
    'conflict',
    'BOOKING.LINK_USED',
    kind === 'cancel'
      ? 'This link has already been used: the booking was cancelled with it.'
      : 'This link has already been used to move the booking. Please use the links in the e-mail about its new time.',
  );

/** The other link of a booking that was moved: the e-mail about the new time carries its replacement. */
export const bookingLinkReplaced = () =>
  new AppError(
    'conflict',
    'BOOKING.LINK_REPLACED',
    'This link was replaced by a newer one when the booking was moved. Please use the links in your latest e-mail.',
  );

/** A link of a booking cancelled by its other link or by the owner. */
export const bookingLinkCancelled = () =>
  new AppError(
    'conflict',
    'BOOKING.LINK_CANCELLED',
    'This booking has been cancelled, so this link no longer works.',
  );

export const bookingAlreadyCancelled = () =>
  new AppError('conflict', 'BOOKING.ALREADY_CANCELLED', 'This booking has already been cancelled.');

/** A booking whose session has started or passed can no longer be changed by its links. */
export const bookingInThePast = () =>
  new AppError('conflict', 'BOOKING.IN_THE_PAST', 'This booking has already taken place.');

/** Says when a booking will be taken again: the page shows the same in the reader's language, by code. */
export const tooManyBookings = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'rate_limited',
    'BOOKING.TOO_MANY',
    `Too many bookings in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    retryAfterMs,
  );
};

export const serviceSlugTaken = () =>
  new AppError('conflict', 'BOOKING.SLUG_TAKEN', 'Another service already uses this address.');

export const unknownTimeZone = () => new AppError('invalid', 'BOOKING.TIME_ZONE', 'Unknown time zone');
