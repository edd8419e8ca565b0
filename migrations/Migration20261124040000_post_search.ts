import { Migration } from '@mikro-orm/migrations';

/**
 * The blog search through trigram indexes instead of `ILIKE` over every row: one GIN `gin_trgm_ops`
 * index (pg_trgm) on each searched text, a post's title and excerpt, a translation's title and
 * excerpt, a tag. They serve the list's `ILIKE '%text%'` as it is (the spec's case-insensitive
 * substring), for any text of 3 characters or more; shorter ones are still answered, by a scan.
 * `fastupdate = off`: each write goes straight into the index, so no pending list builds up to be
 * read by every search (PGlite has no autovacuum to flush it). pg_trgm ships with PostgreSQL's
 * contrib (a trusted extension since PostgreSQL 13: the database's owner may create it) and with
 * PGlite (loaded by `openDatabase`). Index-only: no column, nothing to backfill or keep up to date,
 * safe on any database that ran the migrations before it.
 */
export class Migration20261124040000_post_search extends Migration {
  override name = 'Migration20261124040000_post_search';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const [table, column] of [
      ['blog_posts', 'title'],
      ['blog_posts', 'excerpt'],
      ['post_translations', 'title'],
      ['post_translations', 'excerpt'],
      ['post_tags', 'tag'],
    ]) {
      this.addSql(`
        create index if not exists "${table}_${column}_trgm_index" on "${table}"
          using gin ("${column}" gin_trgm_ops) with (fastupdate = off);`);
    }
  }

  override down(): void {
    // The extension stays: dropping it could break anything else created with it since.
    this.addSql(`drop index if exists "post_tags_tag_trgm_index";`);
    this.addSql(`drop index if exists "post_translations_excerpt_trgm_index";`);
    this.addSql(`drop index if exists "post_translations_title_trgm_index";`);
    this.addSql(`drop index if exists "blog_posts_excerpt_trgm_index";`);
    this.addSql(`drop index if exists "blog_posts_title_trgm_index";`);
  }
}
