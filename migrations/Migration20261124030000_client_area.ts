import { Migration } from '@mikro-orm/migrations';

/**
 * The client area: projects from inquiries, proposals on them, conversations with their messages,
 * account transactions (integer pence) and the magic links clients sign in with. Users created by a
 * client's first magic-link sign-in have no password until they set one (`password_hash` null).
 */
export class Migration20261124030000_client_area extends Migration {
  override name = 'Migration20261124030000_client_area';

  override up(): void {
    this.addSql(`alter table "users" alter column "password_hash" drop not null;`);
    this.addSql(`
      create table "projects" (
        "id" uuid not null,
        "client_id" uuid not null,
        "name" varchar(200) not null,
        "description" text not null default '',
        "status" varchar(20) not null default 'new',
        "project_types" jsonb not null default '[]',
        "budget_range" varchar(20) null,
        "timeline_preference" varchar(20) null,
        "reference_images" jsonb not null default '[]',
        "owner_notified_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "projects_pkey" primary key ("id"),
        constraint "projects_status_check"
          check ("status" in ('new', 'active', 'completed', 'cancelled', 'on_hold')),
        constraint "projects_client_id_foreign" foreign key ("client_id")
          references "clients" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `create index "projects_client_id_created_at_index" on "projects" ("client_id", "created_at");`,
    );
    this.addSql(`create index "projects_owner_notified_at_index" on "projects" ("owner_notified_at");`);
    this.addSql(`
      create table "proposals" (
        "id" uuid not null,
        "project_id" uuid not null,
        "title" varchar(300) not null,
        "description" text not null default '',
        "total_amount" integer not null,
        "deposit_percentage" smallint not null default 50,
        "scope_items" jsonb not null default '[]',
        "status" varchar(20) not null default 'draft',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "approved_at" timestamptz null,
        constraint "proposals_pkey" primary key ("id"),
        constraint "proposals_status_check"
          check ("status" in ('draft', 'sent', 'client_reviewing', 'approved', 'locked')),
        constraint "proposals_project_id_foreign" foreign key ("project_id")
          references "projects" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`create index "proposals_project_id_index" on "proposals" ("project_id");`);
    this.addSql(`
      create table "conversations" (
        "id" uuid not null,
        "client_id" uuid not null,
        "project_id" uuid null,
        "title" varchar(300) not null,
        "last_message_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "conversations_pkey" primary key ("id"),
        constraint "conversations_client_id_foreign" foreign key ("client_id")
          references "clients" ("id") on update cascade on delete cascade,
        constraint "conversations_project_id_foreign" foreign key ("project_id")
          references "projects" ("id") on update cascade on delete set null
      );`);
    this.addSql(
      `create index "conversations_client_id_last_message_at_index" on "conversations" ("client_id", "last_message_at");`,
    );
    this.addSql(`create index "conversations_project_id_index" on "conversations" ("project_id");`);
    this.addSql(`
      create table "conversation_messages" (
        "id" uuid not null,
        "conversation_id" uuid not null,
        "author" varchar(10) not null,
        "body" text not null,
        "sent_at" timestamptz not null default now(),
        "read_at" timestamptz null,
        constraint "conversation_messages_pkey" primary key ("id"),
        constraint "conversation_messages_author_check" check ("author" in ('client', 'owner')),
        constraint "conversation_messages_conversation_id_foreign" foreign key ("conversation_id")
          references "conversations" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `create index "conversation_messages_conversation_id_sent_at_index" on "conversation_messages" ("conversation_id", "sent_at");`,
    );
    this.addSql(`
      create table "account_transactions" (
        "id" uuid not null,
        "client_id" uuid not null,
        "type" varchar(10) not null,
        "amount" integer not null,
        "balance_after" integer not null,
        "description" varchar(500) not null,
        "created_at" timestamptz not null default now(),
        constraint "account_transactions_pkey" primary key ("id"),
        constraint "account_transactions_type_check" check ("type" in ('credit', 'debit')),
        constraint "account_transactions_client_id_foreign" foreign key ("client_id")
          references "clients" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `create index "account_transactions_client_id_created_at_index" on "account_transactions" ("client_id", "created_at");`,
    );
    this.addSql(`
      create table "client_sign_in_links" (
        "id" uuid not null,
        "client_id" uuid not null,
        "token_hash" varchar(64) not null,
        "code_hash" varchar(64) not null,
        "failed_attempts" smallint not null default 0,
        "redirect" varchar(500) null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "client_sign_in_links_pkey" primary key ("id"),
        constraint "client_sign_in_links_token_hash_unique" unique ("token_hash"),
        constraint "client_sign_in_links_client_id_foreign" foreign key ("client_id")
          references "clients" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `create index "client_sign_in_links_client_id_created_at_index" on "client_sign_in_links" ("client_id", "created_at");`,
    );
  }

  override down(): void {
    for (const table of [
      'client_sign_in_links',
      'account_transactions',
      'conversation_messages',
      'conversations',
      'proposals',
      'projects',
    ])
      this.addSql(`drop table if exists "${table}";`);
    this.addSql(`alter table "users" alter column "password_hash" set not null;`);
  }
}
