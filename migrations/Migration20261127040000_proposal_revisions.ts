import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: a proposal's revisions are visible and the client signs the one they read. `revised_at`
 * is when the content last changed; `proposal_revisions` keeps each revision's content from the
 * moment the proposal is sent, so the client's page can say what changed since the revision they
 * read, and the timeline can list each edit. Proposals already sent get their current content as
 * their current revision, saved when they were sent. A client's change request names the proposal it
 * is about in the conversation (`conversation_messages.proposal_id`, with the title it had then).
 */
export class Migration20261127040000_proposal_revisions extends Migration {
  override name = 'Migration20261127040000_proposal_revisions';

  override up(): void {
    this.addSql(`alter table "proposals" add column "revised_at" timestamptz null;`);
    this.addSql(`
      update "proposals" set "revised_at" =
        case when "status" = 'draft' then "updated_at" else coalesce("sent_at", "created_at") end;`);
    this.addSql(`alter table "proposals" alter column "revised_at" set not null;`);
    this.addSql(`alter table "proposals" alter column "revised_at" set default now();`);
    this.addSql(`
      create table "proposal_revisions" (
        "id" uuid not null,
        "proposal_id" uuid not null,
        "revision" integer not null,
        "saved_at" timestamptz not null,
        "title" varchar(300) not null,
        "description" text not null default '',
        "total_amount" integer not null,
        "deposit_percentage" smallint not null,
        "scope_items" jsonb not null default '[]',
        constraint "proposal_revisions_pkey" primary key ("id"),
        constraint "proposal_revisions_proposal_id_foreign" foreign key ("proposal_id")
          references "proposals" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`
      alter table "proposal_revisions"
        add constraint "proposal_revisions_proposal_id_revision_unique" unique ("proposal_id", "revision");`);
    this.addSql(`
      insert into "proposal_revisions"
        ("id", "proposal_id", "revision", "saved_at", "title", "description", "total_amount",
         "deposit_percentage", "scope_items")
      select gen_random_uuid(), "id", "revision", "revised_at", "title", "description", "total_amount",
        "deposit_percentage", "scope_items"
      from "proposals" where "status" <> 'draft';`);
    this.addSql(`
      alter table "conversation_messages"
        add column "proposal_id" uuid null,
        add column "proposal_title" varchar(300) null;`);
    this.addSql(`
      alter table "conversation_messages" add constraint "conversation_messages_proposal_id_foreign"
        foreign key ("proposal_id") references "proposals" ("id") on update cascade on delete set null;`);
  }

  override down(): void {
    this.addSql(`alter table "conversation_messages" drop column "proposal_title";`);
    this.addSql(`alter table "conversation_messages" drop column "proposal_id";`);
    this.addSql(`drop table if exists "proposal_revisions";`);
    this.addSql(`alter table "proposals" drop column "revised_at";`);
  }
}
