import { defineEntity, p } from '@mikro-orm/core';

/** One range of the owner's week (spec `availability`, day_of_week 0 = Sunday), London minutes. */
export const AvailabilityRecord = defineEntity({
  name: 'AvailabilityRecord',
  tableName: 'availability',
  checks: [
    { name: 'availability_day_check', expression: '"day_of_week" >= 0 and "day_of_week" <= 6' },
    {
      name: 'availability_range_check',
      expression: '0 <= "start_minute" and "start_minute" < "end_minute" and "end_minute" <= 1440',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    dayOfWeek: p.smallint().index('availability_day_of_week_index'),
    startMinute: p.smallint(),
    endMinute: p.smallint(),
  },
});

/** A date off (no minutes) or one range of that date's own hours. */
export const AvailabilityOverrideRecord = defineEntity({
  name: 'AvailabilityOverrideRecord',
  tableName: 'availability_overrides',
  checks: [
    {
      name: 'availability_overrides_range_check',
      expression:
        '("start_minute" is null and "end_minute" is null) or (0 <= "start_minute" and "start_minute" < "end_minute" and "end_minute" <= 1440)',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    date: p.date().index('availability_overrides_date_index'),
    startMinute: p.smallint().nullable(),
    endMinute: p.smallint().nullable(),
    note: p.string().length(200).nullable(),
  },
});

export type AvailabilityRecordEntity = InstanceType<typeof AvailabilityRecord.class>;
export type AvailabilityOverrideRecordEntity = InstanceType<typeof AvailabilityOverrideRecord.class>;
