import { Migration } from '@mikro-orm/migrations';

/** The staff's full lists' searches: one trigram GIN index per searched text, as `post_search` does. */
export const ADMIN_LIST_TRIGRAMS = [
  ['clients', 'name'],
  ['clients', 'email'],
  ['clients', 'company'],
  ['projects', 'name'],
  ['conversations', 'title'],
  ['proposals', 'title'],
] as const;

/**
 * Indexes for the staff's dashboards and full lists (issue 16), checked with EXPLAIN on 10,000
 * clients: trigram indexes for each list's `ILIKE '%text%'` search, btree indexes for the sorts
 * and the first page of each list (newest clients, projects by status, conversations by their last
 * message) and the month's credits (type, created_at); the owner's unread counts use
 * `conversation_notifications`' partial index. Index-only: nothing to backfill, safe on any
 * database that ran the migrations before it.
 */
export class Migration20261124070000_admin_list_indexes extends Migration {
  override name = 'Migration20261124070000_admin_list_indexes';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [table, column] of ADMIN_LIST_TRIGRAMS) {
      this.addSql(`
        create index if not exists "${table}_${column}_trgm_index" on "${table}"
          using gin ("${column}" gin_trgm_ops) with (fastupdate = off);`);
    }
    // Each sort's columns and the id that breaks its ties, so a page is read straight off the index.
    this.addSql(`create index "clients_created_at_id_index" on "clients" ("created_at", "id");`);
    this.addSql(`create index "clients_name_id_index" on "clients" ("name", "id");`);
    this.addSql(`create index "projects_created_at_id_index" on "projects" ("created_at", "id");`);
    this.addSql(
      `create index "projects_status_created_at_id_index" on "projects" ("status", "created_at", "id");`,
    );
    this.addSql(`create index "projects_name_id_index" on "projects" ("name", "id");`);
    // Latest message first, conversations without one last (the list's default order).
    this.addSql(
      `create index "conversations_last_message_at_id_index" on "conversations" ("last_message_at" desc nulls last, "id" desc);`,
    );
    this.addSql(
      `create index "account_transactions_type_created_at_index" on "account_transactions" ("type", "created_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "account_transactions_type_created_at_index";`);
    this.addSql(`drop index if exists "conversations_last_message_at_id_index";`);
    this.addSql(`drop index if exists "projects_name_id_index";`);
    this.addSql(`drop index if exists "projects_status_created_at_id_index";`);
    this.addSql(`drop index if exists "projects_created_at_id_index";`);
    this.addSql(`drop index if exists "clients_name_id_index";`);
    this.addSql(`drop index if exists "clients_created_at_id_index";`);
    for (const [table, column] of [...ADMIN_LIST_TRIGRAMS].reverse()) {
      this.addSql(`drop index if exists "${table}_${column}_trgm_index";`);
    }
  }
}
