import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from '../accounts/user.entity.ts';
import { timestamp, timestampOnCreate, timestampOnWrite } from '../columns.ts';
import { ServiceRecord } from './service.entity.ts';

/**
 * A booking. `blocked_from`/`blocked_until` (the session with its service's buffers) carry the
 * exclusion constraint `bookings_no_overlap` of the migration, listed here by name as MikroORM
 * matches an index given as an expression.
 */
export const BookingRecord = defineEntity({
  name: 'BookingRecord',
  tableName: 'bookings',
  checks: [
    {
      name: 'bookings_times_check',
      expression:
        '"blocked_from" <= "starts_at" and "starts_at" < "ends_at" and "ends_at" <= "blocked_until"',
    },
    /** The exclusion constraint (see the migration), listed so the schema check keeps it. */
    {
      name: 'bookings_no_overlap',
      expression:
        "exclude using gist (tstzrange(blocked_from, blocked_until, '[)') with &&) where (status = 'confirmed')",
    },
  ],
  indexes: [{ name: 'bookings_starts_at_index', properties: ['startsAt', 'id'] }],
  properties: {
    id: p.uuid().primary(),
    service: p.manyToOne(ServiceRecord).fieldName('service_id').deleteRule('restrict').updateRule('cascade'),
    startsAt: timestamp(),
    endsAt: timestamp(),
    blockedFrom: timestamp(),
    blockedUntil: timestamp(),
    status: p
      .enum(['confirmed', 'cancelled'] as const)
      .columnType('varchar(20)')
      .default('confirmed'),
    name: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(40).nullable(),
    notes: p.text().nullable(),
    timeZone: p.string().length(64),
    language: p.string().length(5).default('en'),
    user: p
      .manyToOne(UserRecord)
      .fieldName('user_id')
      .nullable()
      .deleteRule('set null')
      .updateRule('cascade'),
    cancelTokenHash: p.string().length(128).nullable().unique('bookings_cancel_token_hash_unique'),
    rescheduleTokenHash: p.string().length(128).nullable().unique('bookings_reschedule_token_hash_unique'),
    sequence: p.integer().default(0),
    cancelledAt: timestamp().nullable(),
    cancelledBy: p
      .enum(['visitor', 'owner'] as const)
      .columnType('varchar(20)')
      .nullable(),
    cancelReason: p.string().length(500).nullable(),
    reminderSentAt: timestamp().nullable(),
    createdAt: timestampOnCreate(),
    updatedAt: timestampOnWrite(),
  },
});

export type BookingRecordEntity = InstanceType<typeof BookingRecord.class>;
