import { Migration } from '@mikro-orm/migrations';

/** Blog posts and their tags, views and likes, and newsletter subscribers (double opt-in). */
export class Migration20261121020000_blog extends Migration {
  override name = 'Migration20261121020000_blog';

  override up(): void {
    this.addSql(`
      create table "blog_posts" (
        "id" uuid not null,
        "slug" varchar(200) not null,
        "title" varchar(300) not null,
        "content" text not null,
        "excerpt" text null,
        "image_url" varchar(1000) null,
        "video_url" varchar(1000) null,
        "video_thumbnail_url" varchar(1000) null,
        "is_vlog" boolean not null default false,
        "published" boolean not null default false,
        "published_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "author_id" uuid null,
        "view_count" integer not null default 0,
        "like_count" integer not null default 0,
        constraint "blog_posts_pkey" primary key ("id"),
        constraint "blog_posts_author_id_foreign" foreign key ("author_id")
          references "users" ("id") on update cascade on delete set null
      );`);
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "blog_posts_published_created_at_index" on "blog_posts" ("published", "created_at");`,
    );
    this.addSql(
      `create index "blog_posts_published_published_at_index" on "blog_posts" ("published", "published_at");`,
    );
    this.addSql(`
      create table "post_tags" (
        "post_id" uuid not null,
        "tag" varchar(100) not null,
        constraint "post_tags_pkey" primary key ("post_id", "tag"),
        constraint "post_tags_post_id_foreign" foreign key ("post_id")
          references "blog_posts" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`create index "post_tags_tag_index" on "post_tags" ("tag");`);
    this.addSql(`
      create table "post_views" (
        "id" uuid not null,
        "post_id" uuid not null,
        "viewer_id" varchar(64) not null,
        "referrer" varchar(500) not null default 'direct',
        "user_agent" varchar(500) not null default '',
        "created_at" timestamptz not null default now(),
        constraint "post_views_pkey" primary key ("id"),
        constraint "post_views_post_id_foreign" foreign key ("post_id")
          references "blog_posts" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `alter table "post_views" add constraint "post_views_post_id_viewer_id_unique" unique ("post_id", "viewer_id");`,
    );
    this.addSql(`
      create table "post_likes" (
        "id" uuid not null,
        "post_id" uuid not null,
        "user_id" uuid null,
        "session_id" varchar(64) null,
        "created_at" timestamptz not null default now(),
        constraint "post_likes_pkey" primary key ("id"),
        constraint "post_likes_post_id_foreign" foreign key ("post_id")
          references "blog_posts" ("id") on update cascade on delete cascade,
        constraint "post_likes_user_id_foreign" foreign key ("user_id")
          references "users" ("id") on update cascade on delete cascade
      );`);
    this.addSql(
      `alter table "post_likes" add constraint "post_likes_post_id_user_id_unique" unique ("post_id", "user_id");`,
    );
    this.addSql(
      `alter table "post_likes" add constraint "post_likes_post_id_session_id_unique" unique ("post_id", "session_id");`,
    );
    this.addSql(`
      create table "newsletter_subscribers" (
        "id" uuid not null,
        "email" varchar(320) not null,
        "name" varchar(200) null,
        "source" varchar(220) not null default 'blog',
        "metadata" jsonb not null,
        "status" varchar(20) not null default 'pending',
        "confirmation_token_hash" varchar(64) null,
        "confirmation_sent_at" timestamptz null,
        "confirmed_at" timestamptz null,
        "unsubscribed_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "newsletter_subscribers_pkey" primary key ("id"),
        constraint "newsletter_subscribers_status_check"
          check ("status" in ('pending', 'confirmed', 'unsubscribed'))
      );`);
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_confirmation_token_hash_unique" unique ("confirmation_token_hash");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "newsletter_subscribers";`);
    this.addSql(`drop table if exists "post_likes";`);
    this.addSql(`drop table if exists "post_views";`);
    this.addSql(`drop table if exists "post_tags";`);
    this.addSql(`drop table if exists "blog_posts";`);
  }
}
