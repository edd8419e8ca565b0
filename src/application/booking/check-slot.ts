import { slotNotOffered, slotTaken } from '#domain/booking/errors.ts';
import { isFreeSlot, type SlotRules } from '#domain/booking/slots.ts';

/**
 * The server's check of a requested start under every rule. A slot that is offered but booked by
 * someone else meanwhile is `slotTaken`, as when the database refuses the overlap: the visitor was
 * shown it free a moment ago, and is told so whichever of the two checks caught it.
 */
export function assertFreeSlot(rules: SlotRules, startsAt: Date): void {
  if (isFreeSlot(rules, startsAt)) return;
  throw isFreeSlot({ ...rules, busy: [] }, startsAt) ? slotTaken() : slotNotOffered();
}
