import { defineEntity, p } from '@mikro-orm/core';

/** express-session's sessions, so sign-ins survive restarts and are shared by every web process. */
export const SessionRecord = defineEntity({
  name: 'SessionRecord',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(255).primary(),
    data: p.json<Record<string, unknown>>().columnType('jsonb'),
    expiresAt: p.datetime().columnType('timestamptz').index('sessions_expires_at_index'),
  },
});
