import { findActiveService } from './active-service.ts';
import type { MonthSlotsDto } from './dto.ts';
import { monthSlots } from './month-slots.ts';
import type { BookingDeps } from './ports.ts';
import type { MonthSlotsInput } from './schemas.ts';

type MonthSlotsDeps = Pick<BookingDeps, 'services' | 'availability' | 'bookings' | 'clock'>;

/** The free slots of an active service in one month of the visitor's calendar, in their zone. */
export async function getMonthSlots(
  deps: MonthSlotsDeps,
  input: MonthSlotsInput,
  language: string,
): Promise<MonthSlotsDto> {
  const service = await findActiveService(deps.services, input.service);
  return monthSlots(deps, {
    service,
    month: input.month,
    timeZone: input.timeZone,
    language,
    now: deps.clock.now(),
  });
}
