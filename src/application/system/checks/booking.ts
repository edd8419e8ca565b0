import type { CheckFinding } from '#domain/system/system-check.ts';
import type { AvailabilityRepository, ServiceRepository } from '../../booking/ports.ts';
import { errorText } from './failure.ts';

/** What the booking check reads: the services visitors see and the owner's weekly hours. */
export interface BookingReads {
  services: Pick<ServiceRepository, 'listActive'>;
  availability: Pick<AvailabilityRepository, 'weekly'>;
}

/**
 * Services and availability are readable (spec §7's connectivity reads). Nothing to book, or no
 * hours to book in, is a warning: the site works but visitors cannot book.
 */
export async function checkBooking(reads: BookingReads): Promise<CheckFinding> {
  let services: number;
  let ranges: number;
  try {
    [services, ranges] = await Promise.all([
      reads.services.listActive().then((list) => list.length),
      reads.availability.weekly().then((list) => list.length),
    ]);
  } catch (error) {
    return {
      outcome: 'fail',
      message: 'Services and availability could not be read',
      details: errorText(error),
    };
  }
  if (services === 0) {
    return {
      outcome: 'warning',
      message: 'No active services: visitors cannot book (add one in Manage Bookings)',
    };
  }
  if (ranges === 0) {
    return {
      outcome: 'warning',
      message: 'No weekly hours set: visitors see no free times (set them in Manage Bookings)',
    };
  }
  return {
    outcome: 'pass',
    message: `${services} active ${services === 1 ? 'service' : 'services'} and ${ranges} weekly ${ranges === 1 ? 'time range' : 'time ranges'} readable`,
  };
}
