import { Migration } from '@mikro-orm/migrations';

/**
 * The e-mails jobs have sent, by a key that stays the same when a job runs again (issue 32): a worker
 * killed mid-job, whose job another worker takes up, sends none of them twice.
 */
export class Migration20261128030000_mail_deliveries extends Migration {
  override name = 'Migration20261128030000_mail_deliveries';

  override up(): void {
    this.addSql(`
      create table "mail_deliveries" (
        "key" varchar(200) not null,
        "message_id" varchar(300) not null,
        "sent_at" timestamptz not null,
        constraint "mail_deliveries_pkey" primary key ("key")
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mail_deliveries";`);
  }
}
