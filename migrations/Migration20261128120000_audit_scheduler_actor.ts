import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log names a fourth kind of actor (issue 33): the scheduler, which publishes a post at its
 * scheduled time. The check on `actor_kind` is replaced by one that admits it; existing entries all
 * pass it, and the append-only trigger concerns rows, not the table's constraints.
 */
export class Migration20261128120000_audit_scheduler_actor extends Migration {
  override name = 'Migration20261128120000_audit_scheduler_actor';

  override up(): void {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_actor_kind_check";`);
    this.addSql(`
      alter table "audit_entries" add constraint "audit_entries_actor_kind_check"
        check ("actor_kind" in ('account', 'api_key', 'command_line', 'scheduler'));`);
  }

  override down(): void {
    // Entries the scheduler wrote cannot be removed (the trigger): the old check holds for new rows only.
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_actor_kind_check";`);
    this.addSql(`
      alter table "audit_entries" add constraint "audit_entries_actor_kind_check"
        check ("actor_kind" in ('account', 'api_key', 'command_line')) not valid;`);
  }
}
