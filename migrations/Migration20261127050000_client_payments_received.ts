import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: the portal and the admin pages show what a client has paid ('Payments received'), not the
 * balance (credits less debits), which read like credit the client could spend. `payments_received`
 * is the sum of the client's credits, kept with the balance in the same locked update; existing
 * clients get it from their credits so far.
 */
export class Migration20261127050000_client_payments_received extends Migration {
  override name = 'Migration20261127050000_client_payments_received';

  override up(): void {
    this.addSql(`alter table "clients" add column "payments_received" integer not null default 0;`);
    this.addSql(`
      update "clients" c set "payments_received" = coalesce(
        (select sum(t."amount") from "account_transactions" t where t."client_id" = c."id" and t."type" = 'credit'),
        0);`);
  }

  override down(): void {
    this.addSql(`alter table "clients" drop column "payments_received";`);
  }
}
