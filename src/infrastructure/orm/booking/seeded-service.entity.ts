import { defineEntity, p } from '@mikro-orm/core';

/** A seeded service the site has been given, by the slug it was seeded under. */
export const SeededServiceRecord = defineEntity({
  name: 'SeededServiceRecord',
  tableName: 'booking_seeded_services',
  properties: {
    slug: p.string().length(60).primary(),
    seededAt: p.datetime().columnType('timestamptz'),
  },
});
