import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43, item 8: a client reads times (the portal, the proposal PDF, their e-mails) in their own
 * zone, kept from the browser of their first inquiry. Clients from before read London's, as they did.
 */
export class Migration20261208000000_client_time_zones extends Migration {
  override name = 'Migration20261208000000_client_time_zones';

  override up(): void {
    this.addSql(`alter table "clients" add column "time_zone" varchar(64) not null default 'Europe/London';`);
  }

  override down(): void {
    this.addSql(`alter table "clients" drop column "time_zone";`);
  }
}
