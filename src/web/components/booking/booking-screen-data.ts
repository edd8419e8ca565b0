import type { MonthSlotsDto, ServiceDto } from '#application/booking/dto.ts';
import type { VisitorDetails } from './BookingForm.tsx';

/** What the booking page renders with: the services, and the chosen one's month if the address names one. */
export interface BookingScreenData {
  services: ServiceDto[];
  /** The chosen service's current month (London time, as the server renders it). */
  chosen: MonthSlotsDto | null;
  /** The address named a service that is not open for booking. */
  unknownService: boolean;
  /** A signed-in visitor's details; empty for everyone else. */
  visitor: VisitorDetails;
}
