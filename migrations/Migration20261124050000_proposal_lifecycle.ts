import { Migration } from '@mikro-orm/migrations';

/**
 * A proposal's life after the draft (issue 15): its revision (each edit by the owner counts one, so an
 * approval seals the revision the client read), when it was sent, first viewed and last asked to be
 * changed; the client's signature (typed name, IP, user agent, SHA-256 of the content they approved);
 * when the deposit's payment locked it. `proposal_payments` holds at most one payment per proposal
 * (the unique index makes paying twice impossible, whatever the path) and the credit it became;
 * `payment_webhook_events` remembers each provider event once, so a replayed webhook changes nothing.
 * Proposals already sent get their `sent_at` from `updated_at`, which the spec's timeline used.
 */
export class Migration20261124050000_proposal_lifecycle extends Migration {
  override name = 'Migration20261124050000_proposal_lifecycle';

  override up(): void {
    this.addSql(`
      alter table "proposals"
        add column "revision" integer not null default 1,
        add column "sent_at" timestamptz null,
        add column "first_viewed_at" timestamptz null,
        add column "changes_requested_at" timestamptz null,
        add column "approved_name" varchar(200) null,
        add column "approved_ip" varchar(64) null,
        add column "approved_user_agent" varchar(500) null,
        add column "approved_content_sha256" varchar(64) null,
        add column "locked_at" timestamptz null;`);
    this.addSql(`update "proposals" set "sent_at" = "updated_at" where "status" <> 'draft';`);
    this.addSql(`create index "proposals_status_created_at_index" on "proposals" ("status", "created_at");`);
    this.addSql(`
      create table "proposal_payments" (
        "id" uuid not null,
        "proposal_id" uuid not null,
        "method" varchar(20) not null,
        "amount" integer not null,
        "reference" varchar(64) not null,
        "provider_reference" varchar(255) null,
        "transaction_id" uuid not null,
        "paid_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        constraint "proposal_payments_pkey" primary key ("id"),
        constraint "proposal_payments_method_check" check ("method" in ('bank_transfer', 'stripe')),
        constraint "proposal_payments_proposal_id_foreign" foreign key ("proposal_id")
          references "proposals" ("id") on update cascade on delete cascade,
        constraint "proposal_payments_transaction_id_foreign" foreign key ("transaction_id")
          references "account_transactions" ("id") on update cascade on delete restrict
      );`);
    this.addSql(
      `alter table "proposal_payments" add constraint "proposal_payments_proposal_id_unique" unique ("proposal_id");`,
    );
    this.addSql(`
      create table "payment_webhook_events" (
        "id" varchar(255) not null,
        "type" varchar(100) not null,
        "received_at" timestamptz not null default now(),
        constraint "payment_webhook_events_pkey" primary key ("id")
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "payment_webhook_events";`);
    this.addSql(`drop table if exists "proposal_payments";`);
    this.addSql(`drop index if exists "proposals_status_created_at_index";`);
    this.addSql(`
      alter table "proposals"
        drop column "revision",
        drop column "sent_at",
        drop column "first_viewed_at",
        drop column "changes_requested_at",
        drop column "approved_name",
        drop column "approved_ip",
        drop column "approved_user_agent",
        drop column "approved_content_sha256",
        drop column "locked_at";`);
  }
}
