import { Migration } from '@mikro-orm/migrations';

/**
 * Client e-mails about the portal (a proposal sent, a reply, a deposit) carry a sign-in link of their
 * own (issue 29): such a link has no code (its e-mail shows none), so the code typed on the 'Check
 * Your Email' screen is still compared with the link that e-mail asked for.
 */
export class Migration20261127030000_portal_sign_in_links extends Migration {
  override name = 'Migration20261127030000_portal_sign_in_links';

  override up(): void {
    this.addSql(`alter table "client_sign_in_links" alter column "code_hash" drop not null;`);
  }

  override down(): void {
    this.addSql(`delete from "client_sign_in_links" where "code_hash" is null;`);
    this.addSql(`alter table "client_sign_in_links" alter column "code_hash" set not null;`);
  }
}
