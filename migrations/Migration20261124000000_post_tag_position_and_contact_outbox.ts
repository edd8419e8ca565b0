import { Migration } from '@mikro-orm/migrations';

/**
 * Tags in the author's order (`post_tags.position`) and whether the owner's e-mail for a contact
 * message has been queued (`contact_messages.notification_queued_at`).
 *
 * Both columns were first added by editing the shipped blog_admin and contact migrations (7eae00a,
 * a22622b), since restored to their shipped text. A database that ran the edited text already has them and
 * keeps what they hold; any other gets them here. Hence the checks instead of plain `add column`.
 */
export class Migration20261124000000_post_tag_position_and_contact_outbox extends Migration {
  override name = 'Migration20261124000000_post_tag_position_and_contact_outbox';

  override up(): void {
    // Existing tags are numbered alphabetically, the order they were shown in until then.
    this.addSql(`
      do $$
      begin
        if not exists (
          select 1 from information_schema.columns
          where table_schema = current_schema() and table_name = 'post_tags' and column_name = 'position'
        ) then
          alter table "post_tags" add column "position" smallint not null default 0;
          update "post_tags" t set "position" = ordered."position"
          from (
            select "post_id", "tag", row_number() over (partition by "post_id" order by "tag") - 1 as "position"
            from "post_tags"
          ) ordered
          where t."post_id" = ordered."post_id" and t."tag" = ordered."tag";
        end if;
      end
      $$;`);
    // Messages kept before the column existed had their e-mail queued when they were sent: they count
    // as queued, or the site would e-mail every one of them to the owner again at its next start.
    this.addSql(`
      do $$
      begin
        if not exists (
          select 1 from information_schema.columns
          where table_schema = current_schema() and table_name = 'contact_messages'
            and column_name = 'notification_queued_at'
        ) then
          alter table "contact_messages" add column "notification_queued_at" timestamptz null;
          update "contact_messages" set "notification_queued_at" = "created_at";
        end if;
      end
      $$;`);
  }

  override down(): void {
    this.addSql(`alter table "contact_messages" drop column if exists "notification_queued_at";`);
    this.addSql(`alter table "post_tags" drop column if exists "position";`);
  }
}
