import { Migration } from '@mikro-orm/migrations';

/** Scheduled publication, the blog API's hashed keys and its call log. */
export class Migration20261121030000_blog_admin extends Migration {
  override name = 'Migration20261121030000_blog_admin';

  override up(): void {
    this.addSql(`alter table "blog_posts" add column "scheduled_at" timestamptz null;`);
    this.addSql(`alter table "blog_posts" add column "first_published_at" timestamptz null;`);
    this.addSql(
      `update "blog_posts" set "first_published_at" = "published_at" where "published_at" is not null;`,
    );
    this.addSql(`create index "blog_posts_scheduled_at_index" on "blog_posts" ("scheduled_at");`);
    this.addSql(`
      create table "api_keys" (
        "id" uuid not null,
        "name" varchar(100) not null,
        "key_prefix" varchar(20) not null,
        "key_hash" varchar(64) not null,
        "created_at" timestamptz not null default now(),
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null,
        constraint "api_keys_pkey" primary key ("id")
      );`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);
    this.addSql(`
      create table "blog_api_calls" (
        "id" uuid not null,
        "api_key_id" uuid null,
        "ip" varchar(100) not null,
        "status" integer not null,
        "outcome" varchar(300) not null,
        "post_id" uuid null,
        "created_at" timestamptz not null default now(),
        constraint "blog_api_calls_pkey" primary key ("id"),
        constraint "blog_api_calls_api_key_id_foreign" foreign key ("api_key_id")
          references "api_keys" ("id") on update cascade on delete set null,
        constraint "blog_api_calls_post_id_foreign" foreign key ("post_id")
          references "blog_posts" ("id") on update cascade on delete set null
      );`);
    this.addSql(`create index "blog_api_calls_created_at_index" on "blog_api_calls" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "blog_api_calls";`);
    this.addSql(`drop table if exists "api_keys";`);
    this.addSql(`drop index if exists "blog_posts_scheduled_at_index";`);
    this.addSql(`alter table "blog_posts" drop column "first_published_at";`);
    this.addSql(`alter table "blog_posts" drop column "scheduled_at";`);
  }
}
