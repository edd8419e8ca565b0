import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (issue 33): one row per staff action, written in the action's own transaction. An
 * entry names its actor by value (no foreign key: it outlives the account or key), and the trigger
 * refuses to change or remove one, whoever asks.
 */
export class Migration20261128071000_audit_entries extends Migration {
  override name = 'Migration20261128071000_audit_entries';

  override up(): void {
    this.addSql(`
      create table "audit_entries" (
        "id" uuid not null,
        "occurred_at" timestamptz not null default now(),
        "actor_kind" varchar(20) not null,
        "actor_id" uuid null,
        "actor_key" varchar(100) not null,
        "actor_name" varchar(254) not null,
        "actor_role" varchar(20) null,
        "ip" varchar(100) null,
        "user_agent" varchar(500) null,
        "action" varchar(50) not null,
        "subject_type" varchar(30) not null,
        "subject_id" varchar(100) null,
        "subject_label" varchar(300) null,
        "before" jsonb null,
        "after" jsonb null,
        constraint "audit_entries_pkey" primary key ("id"),
        constraint "audit_entries_actor_kind_check"
          check ("actor_kind" in ('account', 'api_key', 'command_line'))
      );`);
    this.addSql(`
      create index "audit_entries_occurred_at_index"
        on "audit_entries" ("occurred_at" desc, "id" desc);`);
    this.addSql(`
      create index "audit_entries_actor_key_occurred_at_index"
        on "audit_entries" ("actor_key", "occurred_at" desc, "id" desc);`);
    this.addSql(`
      create index "audit_entries_action_occurred_at_index"
        on "audit_entries" ("action", "occurred_at" desc, "id" desc);`);
    this.addSql(`
      create or replace function "audit_entries_append_only_fn"() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries are never changed or removed';
      end $$;`);
    this.addSql(`
      create trigger "append_only" before update or delete on "audit_entries"
        for each row execute function "audit_entries_append_only_fn"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_entries";`);
    this.addSql(`drop function if exists "audit_entries_append_only_fn"();`);
  }
}
