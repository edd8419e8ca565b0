import { Migration } from '@mikro-orm/migrations';

/**
 * Answers to submissions a browser may send twice (issue 42: a double press, a retry after a lost
 * answer): a row claims a submission while it runs and then keeps its answer for a day, so a repeat
 * gets the first answer instead of a second booking, proposal or e-mail.
 */
export class Migration20261207000000_submission_answers extends Migration {
  override name = 'Migration20261207000000_submission_answers';

  override up(): void {
    this.addSql(`
      create table "submission_answers" (
        "id" varchar(64) not null,
        "status" smallint null,
        "content_type" varchar(255) null,
        "body" text null,
        "created_at" timestamptz not null,
        constraint "submission_answers_pkey" primary key ("id")
      );`);
    this.addSql(`create index "submission_answers_created_at_index" on "submission_answers" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "submission_answers";`);
  }
}
