import { defineEntity, p } from '@mikro-orm/core';

/** A deferrable job that could not reach the queue, kept until the relay queues it (see `OrmJobOutbox`). */
export const JobOutboxRecord = defineEntity({
  name: 'JobOutboxRecord',
  tableName: 'job_outbox',
  properties: {
    jobId: p.string().length(300).primary(),
    name: p.string().length(100),
    payload: p.json<unknown>().columnType('jsonb'),
    runAt: p.datetime().columnType('timestamptz'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .index('job_outbox_created_at_index'),
  },
});
