import { Migration } from '@mikro-orm/migrations';

/**
 * Clients of the business, found by the e-mail of their inquiry and signed in through a user account
 * (`user_id`, set at their first sign-in). The balance is integer pence (GBP).
 */
export class Migration20261124010000_clients extends Migration {
  override name = 'Migration20261124010000_clients';

  override up(): void {
    this.addSql(`
      create table "clients" (
        "id" uuid not null,
        "user_id" uuid null,
        "name" varchar(200) not null,
        "email" varchar(320) not null,
        "phone" varchar(40) null,
        "company" varchar(200) null,
        "account_balance" integer not null default 0,
        "created_at" timestamptz not null default now(),
        constraint "clients_pkey" primary key ("id"),
        constraint "clients_user_id_unique" unique ("user_id"),
        constraint "clients_email_unique" unique ("email"),
        constraint "clients_user_id_foreign" foreign key ("user_id")
          references "users" ("id") on update cascade on delete set null
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "clients";`);
  }
}
