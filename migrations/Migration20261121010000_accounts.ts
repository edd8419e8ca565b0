import { Migration } from '@mikro-orm/migrations';

/** Accounts: token balances, database-stored sessions, and the counters behind rate limits. */
export class Migration20261121010000_accounts extends Migration {
  override name = 'Migration20261121010000_accounts';

  override up(): void {
    this.addSql(`
      create table "token_balances" (
        "user_id" uuid not null,
        "balance" integer not null default 100,
        constraint "token_balances_pkey" primary key ("user_id"),
        constraint "token_balances_user_id_foreign" foreign key ("user_id")
          references "users" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`insert into "token_balances" ("user_id", "balance") select "id", 100 from "users";`);
    this.addSql(`
      create table "sessions" (
        "sid" varchar(255) not null,
        "data" jsonb not null,
        "expires_at" timestamptz not null,
        constraint "sessions_pkey" primary key ("sid")
      );`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`
      create table "rate_limits" (
        "key" varchar(255) not null,
        "count" integer not null,
        "expires_at" timestamptz not null,
        constraint "rate_limits_pkey" primary key ("key")
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limits";`);
    this.addSql(`drop table if exists "sessions";`);
    this.addSql(`drop table if exists "token_balances";`);
  }
}
