import { defineEntity, p } from '@mikro-orm/core';
import type { ServiceText } from '#domain/booking/service.ts';

const timestamp = () => p.datetime().columnType('timestamptz');

/** A bookable service (spec `services`); prices in pence. */
export const ServiceRecord = defineEntity({
  name: 'ServiceRecord',
  tableName: 'services',
  checks: [
    { name: 'services_duration_check', expression: '"duration_minutes" > 0' },
    { name: 'services_price_check', expression: '"price_pence" >= 0' },
  ],
  properties: {
    id: p.uuid().primary(),
    slug: p.string().length(60).unique('services_slug_unique'),
    name: p.string().length(120),
    description: p.text().default(''),
    durationMinutes: p.integer(),
    pricePence: p.integer().default(0),
    bufferBeforeMinutes: p.integer().default(0),
    bufferAfterMinutes: p.integer().default(0),
    minimumNoticeMinutes: p.integer().default(0),
    horizonDays: p.integer().default(60),
    isActive: p.boolean().default(true),
    position: p.integer().default(0),
    translations: p.json<Partial<Record<string, ServiceText>>>().columnType('jsonb').default('{}'),
    createdAt: timestamp()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: timestamp()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type ServiceRecordEntity = InstanceType<typeof ServiceRecord.class>;
