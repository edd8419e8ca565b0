import { Migration } from '@mikro-orm/migrations';

/**
 * System test pages (issue 19). A test user is an ordinary `users` row with an expiry: it signs in
 * only through the system checks and is removed once `test_user_expires_at` has passed (the partial
 * index finds them). API keys get a purpose, so a blog key cannot create users and a test-user key
 * cannot post; every existing key was made for the blog.
 */
export class Migration20261125000000_system_tests extends Migration {
  override name = 'Migration20261125000000_system_tests';

  override up(): void {
    this.addSql(`alter table "users" add column "test_user_expires_at" timestamptz null;`);
    this.addSql(`
      create index "users_test_user_expires_at_index" on "users" ("test_user_expires_at")
        where "test_user_expires_at" is not null;`);
    this.addSql(`alter table "api_keys" add column "purpose" varchar(20) not null default 'blog';`);
    this.addSql(`
      alter table "api_keys" add constraint "api_keys_purpose_check"
        check ("purpose" in ('blog', 'test-users'));`);
  }

  override down(): void {
    this.addSql(`alter table "api_keys" drop constraint "api_keys_purpose_check";`);
    this.addSql(`alter table "api_keys" drop column "purpose";`);
    this.addSql(`drop index if exists "users_test_user_expires_at_index";`);
    this.addSql(`alter table "users" drop column "test_user_expires_at";`);
  }
}
