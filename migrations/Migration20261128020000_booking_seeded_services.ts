import { Migration } from '@mikro-orm/migrations';

/**
 * The seeded services a site has been given, by the slug they were seeded under (issue 30). With demo
 * content on, each start adds the seeded services a site has not been given yet (the two added to the
 * seed later), and never again one the owner renamed or removed. A site with services before this
 * table got the six the seed wrote then (it seeded only an empty table): they count as given.
 */
export class Migration20261128020000_booking_seeded_services extends Migration {
  override name = 'Migration20261128020000_booking_seeded_services';

  override up(): void {
    this.addSql(`
      create table "booking_seeded_services" (
        "slug" varchar(60) not null,
        "seeded_at" timestamptz not null,
        constraint "booking_seeded_services_pkey" primary key ("slug")
      );`);
    this.addSql(`
      insert into "booking_seeded_services" ("slug", "seeded_at")
      select "slug", now() from (values
        ('medai-consultation'),
        ('electrical-consultation'),
        ('technical-consultation'),
        ('solar-consultation'),
        ('education-consultation'),
        ('mix-marshall-arts')
      ) as "given" ("slug")
      where exists (select 1 from "services");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_seeded_services";`);
  }
}
