import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-ups wait for their e-mailed link (issue 28): no `users` row exists until it is opened. One
 * pending sign-up per address (a new request replaces the link); only the link's hash is kept.
 */
export class Migration20261127020000_pending_sign_ups extends Migration {
  override name = 'Migration20261127020000_pending_sign_ups';

  override up(): void {
    this.addSql(`
      create table "pending_sign_ups" (
        "id" uuid not null,
        "email" varchar(320) not null,
        "password_hash" text not null,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "phone" varchar(40) not null,
        "token_hash" varchar(64) not null,
        "sent_at" timestamptz not null,
        constraint "pending_sign_ups_pkey" primary key ("id")
      );`);
    this.addSql(
      `alter table "pending_sign_ups" add constraint "pending_sign_ups_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "pending_sign_ups" add constraint "pending_sign_ups_token_hash_unique" unique ("token_hash");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "pending_sign_ups";`);
  }
}
