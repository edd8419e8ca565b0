import { Migration } from '@mikro-orm/migrations';

/** Accounts: the people who sign in (the owner first, seeded at the first start). */
export class Migration20261121000000_users extends Migration {
  override name = 'Migration20261121000000_users';

  override up(): void {
    this.addSql(`
      create table "users" (
        "id" uuid not null,
        "email" varchar(320) not null,
        "password_hash" text not null,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "phone" varchar(40) null,
        "role" varchar(10) not null default 'user',
        "created_at" timestamptz not null default now(),
        constraint "users_pkey" primary key ("id"),
        constraint "users_role_check" check ("role" in ('user', 'editor', 'admin'))
      );`);
    this.addSql(`create unique index "users_email_unique" on "users" ("email");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "users";`);
  }
}
