import { defineEntity, p } from '@mikro-orm/core';

/** One fixed-window counter per key; updated with an atomic upsert (see rate-limiter.ts). */
export const RateLimitRecord = defineEntity({
  name: 'RateLimitRecord',
  tableName: 'rate_limits',
  properties: {
    key: p.string().length(255).primary(),
    count: p.integer(),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});
