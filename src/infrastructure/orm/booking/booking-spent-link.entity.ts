import { defineEntity, p } from '@mikro-orm/core';
import { BookingRecord } from './booking.entity.ts';

/** A booking link no longer valid, by its hash, with why (so its page can say which). */
export const BookingSpentLinkRecord = defineEntity({
  name: 'BookingSpentLinkRecord',
  tableName: 'booking_spent_links',
  properties: {
    tokenHash: p.string().length(128).primary(),
    booking: p.manyToOne(BookingRecord).fieldName('booking_id').deleteRule('cascade').updateRule('cascade'),
    kind: p.enum(['cancel', 'reschedule'] as const).columnType('varchar(20)'),
    reason: p.enum(['used', 'replaced', 'cancelled'] as const).columnType('varchar(20)'),
    spentAt: p.datetime().columnType('timestamptz'),
  },
});
