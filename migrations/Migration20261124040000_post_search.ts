import { Migration } from '@mikro-orm/migrations';

/**
 * The blog search through full-text indexes instead of `ILIKE` over every row: one GIN index on the
 * words of each searched text (a post's title and excerpt, a translation's title and excerpt, a tag),
 * in the 'simple' configuration (posts are in six languages: lower-cased words, no stemming, no stop
 * words), which the list queries with `to_tsquery('simple', 'word:*')` and the same expressions.
 * Built in on PostgreSQL and PGlite alike. Index-only: no column, nothing to backfill or keep up to
 * date, safe on any database that ran the migrations before it.
 */
export class Migration20261124040000_post_search extends Migration {
  override name = 'Migration20261124040000_post_search';

  override up(): void {
    this.addSql(`
      create index if not exists "blog_posts_search_index" on "blog_posts"
        using gin (to_tsvector('simple', regexp_replace("title" || ' ' || coalesce("excerpt", ''), '[[:punct:]]', ' ', 'g')))
        with (fastupdate = off);`);
    this.addSql(`
      create index if not exists "post_translations_search_index" on "post_translations"
        using gin (to_tsvector('simple', regexp_replace("title" || ' ' || coalesce("excerpt", ''), '[[:punct:]]', ' ', 'g')))
        with (fastupdate = off);`);
    this.addSql(`
      create index if not exists "post_tags_search_index" on "post_tags"
        using gin (to_tsvector('simple', regexp_replace("tag", '[[:punct:]]', ' ', 'g')))
        with (fastupdate = off);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "post_tags_search_index";`);
    this.addSql(`drop index if exists "post_translations_search_index";`);
    this.addSql(`drop index if exists "blog_posts_search_index";`);
  }
}
