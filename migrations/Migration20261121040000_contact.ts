import { Migration } from '@mikro-orm/migrations';

/** Messages sent through the contact form, newest first for whoever reads them. */
export class Migration20261121040000_contact extends Migration {
  override name = 'Migration20261121040000_contact';

  override up(): void {
    this.addSql(`
      create table "contact_messages" (
        "id" uuid not null,
        "name" varchar(200) not null,
        "email" varchar(320) not null,
        "message" text not null,
        "ip" varchar(100) not null,
        "user_agent" varchar(500) not null default '',
        "created_at" timestamptz not null default now(),
        constraint "contact_messages_pkey" primary key ("id")
      );`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "contact_messages";`);
  }
}
