import { Migration } from '@mikro-orm/migrations';

/**
 * Jobs nobody waits for (e-mails, scheduled publication, reminders) that could not reach Redis: kept
 * here by their job id until the relay hands them to the queue once it is back (issue 33).
 */
export class Migration20261128064000_job_outbox extends Migration {
  override name = 'Migration20261128064000_job_outbox';

  override up(): void {
    this.addSql(`
      create table "job_outbox" (
        "job_id" varchar(300) not null,
        "name" varchar(100) not null,
        "payload" jsonb not null,
        "run_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        constraint "job_outbox_pkey" primary key ("job_id")
      );`);
    this.addSql(`create index "job_outbox_created_at_index" on "job_outbox" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "job_outbox";`);
  }
}
