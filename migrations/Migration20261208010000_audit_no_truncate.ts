import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log refused UPDATE and DELETE row by row, but `truncate "audit_entries"` emptied it: a
 * statement trigger refuses that too, with the same message.
 */
export class Migration20261208010000_audit_no_truncate extends Migration {
  override name = 'Migration20261208010000_audit_no_truncate';

  override up(): void {
    this.addSql(`create trigger "append_only_no_truncate" before truncate on "audit_entries"
      for each statement execute function "audit_entries_append_only_fn"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "append_only_no_truncate" on "audit_entries";`);
  }
}
