import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: an inquiry for an address that already belongs to a client, from someone not signed in as
 * that client, no longer rewrites the client. Its project is `unverified` until the client confirms it,
 * and keeps what the sender typed (`submitted_by`: name, phone, company); its first message is marked
 * as from an unverified sender. Every existing project and message stays as it was (verified).
 */
export class Migration20261127000000_unverified_projects extends Migration {
  override name = 'Migration20261127000000_unverified_projects';

  override up(): void {
    this.addSql(`alter table "projects" add column "verification" varchar(20) not null default 'verified';`);
    this.addSql(`
      alter table "projects" add constraint "projects_verification_check"
        check ("verification" in ('verified', 'unverified'));`);
    this.addSql(`alter table "projects" add column "submitted_by" jsonb null;`);
    this.addSql(
      `alter table "conversation_messages" add column "unverified_sender" boolean not null default false;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "conversation_messages" drop column "unverified_sender";`);
    this.addSql(`alter table "projects" drop column "submitted_by";`);
    this.addSql(`alter table "projects" drop constraint "projects_verification_check";`);
    this.addSql(`alter table "projects" drop column "verification";`);
  }
}
