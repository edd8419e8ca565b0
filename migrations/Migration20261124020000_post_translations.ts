import { Migration } from '@mikro-orm/migrations';

/**
 * Posts in six languages: each post keeps its original language (`blog_posts.language`, English for
 * every post written so far) and may have a translation of its title, excerpt and content per other
 * language (`post_translations`), going with the post when it is deleted.
 */
export class Migration20261124020000_post_translations extends Migration {
  override name = 'Migration20261124020000_post_translations';

  override up(): void {
    this.addSql(
      `alter table "blog_posts" add column if not exists "language" varchar(2) not null default 'en';`,
    );
    this.addSql(`
      create table "post_translations" (
        "post_id" uuid not null,
        "language" varchar(2) not null,
        "title" varchar(300) not null,
        "excerpt" text null,
        "content" text not null,
        constraint "post_translations_pkey" primary key ("post_id", "language"),
        constraint "post_translations_post_id_foreign" foreign key ("post_id")
          references "blog_posts" ("id") on update cascade on delete cascade
      );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "post_translations";`);
    this.addSql(`alter table "blog_posts" drop column if exists "language";`);
  }
}
