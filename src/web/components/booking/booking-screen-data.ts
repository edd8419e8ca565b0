import type { MonthSlotsDto, ServiceDto, SlotDto } from '#application/booking/dto.ts';
import type { IsoDate } from '#domain/booking/zoned-time.ts';
import type { VisitorDetails } from './BookingForm.tsx';

/** What the booking page renders with: the services, and the chosen one's month if the address names one. */
export interface BookingScreenData {
  services: ServiceDto[];
  /** The chosen service's month: the current one, or the one the address asks for (London time). */
  chosen: MonthSlotsDto | null;
  /** The day and the free time the address picked (the page's plain links, before its script). */
  picked: { day: IsoDate | null; slot: SlotDto | null };
  /** The page is the answer to a plain booking post that succeeded (Post/Redirect/Get). */
  booked: boolean;
  /** The address named a service that is not open for booking. */
  unknownService: boolean;
  /** A signed-in visitor's details; empty for everyone else. */
  visitor: VisitorDetails;
}
