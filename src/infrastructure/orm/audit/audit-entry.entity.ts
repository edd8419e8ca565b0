import { defineEntity, p } from '@mikro-orm/core';
import { AUDIT_ACTOR_KINDS, type AuditValues } from '#domain/audit/audit-entry.ts';
import { timestamp } from '../columns.ts';

const newestFirst = (name: string, leading: string[]) => ({
  name,
  expression: `create index "${name}" on "audit_entries" (${[...leading, '"occurred_at" desc', '"id" desc'].join(', ')})`,
});

/**
 * One entry of the audit log (migration `audit_entries`). The actor is copied in, never joined: an
 * entry outlives the account or key that made it. The indexes serve the page's three filters, each
 * newest first; the trigger refuses every change and removal of an entry (given as raw DDL, so
 * MikroORM knows it by name and leaves it in place).
 */
export const AuditEntryRecord = defineEntity({
  name: 'AuditEntryRecord',
  tableName: 'audit_entries',
  checks: [
    {
      name: 'audit_entries_actor_kind_check',
      expression: `"actor_kind" in (${AUDIT_ACTOR_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
    },
  ],
  indexes: [
    newestFirst('audit_entries_occurred_at_index', []),
    newestFirst('audit_entries_actor_key_occurred_at_index', ['"actor_key"']),
    newestFirst('audit_entries_action_occurred_at_index', ['"action"']),
  ],
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      expression: `create or replace function "audit_entries_append_only_fn"() returns trigger language plpgsql as $$
begin
  raise exception 'audit entries are never changed or removed';
end $$;
create trigger "append_only" before update or delete on "audit_entries" for each row execute function "audit_entries_append_only_fn"();`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    occurredAt: timestamp().defaultRaw('now()'),
    actorKind: p.enum(AUDIT_ACTOR_KINDS).columnType('varchar(20)'),
    actorId: p.uuid().nullable(),
    /** `account:{id}`, `api_key:{id}` or `command_line`: what the person filter matches. */
    actorKey: p.string().length(100),
    actorName: p.string().length(254),
    actorRole: p.string().length(20).nullable(),
    ip: p.string().length(100).nullable(),
    userAgent: p.string().length(500).nullable(),
    action: p.string().length(50),
    subjectType: p.string().length(30),
    subjectId: p.string().length(100).nullable(),
    subjectLabel: p.string().length(300).nullable(),
    before: p.json<AuditValues>().nullable(),
    after: p.json<AuditValues>().nullable(),
  },
});
export type AuditEntryRecordEntity = InstanceType<typeof AuditEntryRecord.class>;
