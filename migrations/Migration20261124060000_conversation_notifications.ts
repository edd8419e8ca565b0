import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations between a client and the owner (issue 16): when each side was last e-mailed about a
 * thread (at most one e-mail per thread per 10 minutes while it stays unread), and a partial index on
 * the unread messages, which the unread counts of the portal tab and the admin header read.
 */
export class Migration20261124060000_conversation_notifications extends Migration {
  override name = 'Migration20261124060000_conversation_notifications';

  override up(): void {
    this.addSql(`
      alter table "conversations"
        add column "client_notified_at" timestamptz null,
        add column "owner_notified_at" timestamptz null;`);
    this.addSql(
      `create index "conversation_messages_unread_index" on "conversation_messages" ("conversation_id", "author") where "read_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "conversation_messages_unread_index";`);
    this.addSql(`
      alter table "conversations"
        drop column if exists "client_notified_at",
        drop column if exists "owner_notified_at";`);
  }
}
