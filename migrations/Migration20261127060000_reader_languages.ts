import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: every person the site writes to reads its e-mails in their language. A visitor's comes
 * from the page they acted on and is kept with what they left (a newsletter subscription, a pending
 * sign-up); a client's and a user's are kept on their record, set at first contact and changeable in
 * their settings. Rows from before read English, as their e-mails did.
 */
export class Migration20261127060000_reader_languages extends Migration {
  override name = 'Migration20261127060000_reader_languages';

  override up(): void {
    for (const table of ['users', 'clients', 'newsletter_subscribers', 'pending_sign_ups']) {
      this.addSql(`alter table "${table}" add column "language" varchar(5) not null default 'en';`);
    }
  }

  override down(): void {
    for (const table of ['users', 'clients', 'newsletter_subscribers', 'pending_sign_ups']) {
      this.addSql(`alter table "${table}" drop column "language";`);
    }
  }
}
