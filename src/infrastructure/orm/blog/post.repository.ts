import { randomUUID } from 'node:crypto';
import { type EntityManager, QueryOrder } from '@mikro-orm/core';
import type { NewPost, Post, PostFilter, PostRepository, PostSummary } from '#application/blog/ports.ts';
import { DEFAULT_POST_LANGUAGE, type PostLanguage } from '#domain/blog/translations.ts';
import { containsPattern, runSql } from '../sql.ts';
import { BlogPostRecord, PostTagRecord, PostTranslationRecord } from './blog-post.entity.ts';
import { type PostReadRow, toPost, toPostSummary } from './post.mapper.ts';

/**
 * The readers' queries (the list and its search, the post page with its neighbours and related
 * posts, home, the feed) are named SQL: they are the site's hottest reads and return plain rows for
 * the mapper. Built with the QueryBuilder they took twice the CPU (the tRPC list rendered on every
 * request fell from about 1,300 to 700-860 req/s in `npm run bench`), and hydrated as entities three
 * to four times; the search is an `ILIKE` served by trigram indexes (`listWhere`). Writes use entities.
 * Every read is in the reader's language (`textFor`): one left join on that language's translation,
 * the original where there is none (a translation with no excerpt has none, its content gives the
 * description).
 */
const READ_COLUMNS = `
  p."id", p."slug", coalesce(tr."title", p."title") as "title",
  case when tr."post_id" is null then p."excerpt" else tr."excerpt" end as "excerpt",
  coalesce(tr."language", p."language") as "language",
  p."image_url" as "imageUrl", p."video_url" as "videoUrl",
  p."video_thumbnail_url" as "videoThumbnailUrl", p."is_vlog" as "isVlog", p."published",
  p."published_at" as "publishedAt", p."created_at" as "createdAt", p."updated_at" as "updatedAt",
  p."view_count" as "viewCount", p."like_count" as "likeCount",
  u."first_name" as "authorFirstName", u."last_name" as "authorLastName",
  array(select t."tag" from "post_tags" t where t."post_id" = p."id" order by t."position", t."tag") as "tags"`;
/** The reader's translation; takes the language as its one parameter. */
const TRANSLATION = `left join "post_translations" tr
  on tr."post_id" = p."id" and tr."language" = ? and tr."language" <> p."language"`;
const FROM = `from "blog_posts" p ${TRANSLATION} left join "users" u on u."id" = p."author_id"`;
const NEWEST_FIRST = `p."created_at" desc, p."id" desc`;
const LATEST_FIRST = `p."published_at" desc nulls last, p."created_at" desc`;

function readPosts(
  em: EntityManager,
  language: PostLanguage,
  where: { sql: string; params: unknown[] },
  rest: { orderBy?: string; limit?: number; offset?: number; content?: boolean } = {},
): Promise<PostReadRow[]> {
  const params = [language, ...where.params];
  const content = rest.content ? ', coalesce(tr."content", p."content") as "content"' : '';
  let query = `select ${READ_COLUMNS}${content} ${FROM} ${where.sql}`;
  if (rest.orderBy) query += ` order by ${rest.orderBy}`;
  if (rest.limit !== undefined) {
    query += ' limit ?';
    params.push(rest.limit);
  }
  if (rest.offset !== undefined) {
    query += ' offset ?';
    params.push(rest.offset);
  }
  return runSql<PostReadRow>(em, query, params);
}

const PUBLISHED = { sql: 'where p."published"', params: [] };

/**
 * The list's WHERE clause; the search is the domain's rule (`matchesSearch`) in SQL: the text as a
 * case-insensitive substring (`ILIKE '%text%'`) of the original title or excerpt, of the reader's
 * translation of them, or of one tag. Each branch reads one column through its trigram index
 * (migration `post_search`; a text under 3 characters has no trigram to look up, so it scans); the
 * post is kept when any finds it. One column per branch: with `title ilike ? or excerpt ilike ?` the
 * planner read every post instead (12 of the list's 29 ms with 10,000 posts on PGlite). (No
 * translation is ever in its post's own language, `keptTranslations`, so the reader's language alone
 * picks the translation the reader sees.)
 */
function listWhere(filter: Pick<PostFilter, 'includeDrafts' | 'search' | 'tag' | 'language'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeDrafts) conditions.push('p."published"');
  if (filter.tag) {
    conditions.push('exists (select 1 from "post_tags" t where t."post_id" = p."id" and t."tag" = ?)');
    params.push(filter.tag);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(`p."id" in (
      select s."id" from "blog_posts" s where s."title" ilike ?
      union all
      select s."id" from "blog_posts" s where s."excerpt" ilike ?
      union all
      select t."post_id" from "post_translations" t where t."language" = ? and t."title" ilike ?
      union all
      select t."post_id" from "post_translations" t where t."language" = ? and t."excerpt" ilike ?
      union all
      select g."post_id" from "post_tags" g where g."tag" ilike ?)`);
    params.push(pattern, pattern, filter.language, pattern, filter.language, pattern, pattern);
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

/**
 * The list's tag menu: each tag found by one step along the tag index from the one before (a loose
 * index scan; `select distinct` read every post's tags: with 10,000 posts, 20,000 rows to give 37,
 * 6 ms on PGlite against well under 1). Drafts' tags only for staff.
 */
function tagMenu(includeDrafts: boolean) {
  const kept = includeDrafts
    ? ''
    : 'and exists (select 1 from "blog_posts" p where p."id" = t."post_id" and p."published")';
  const firstAfter = (tag: string) =>
    `(select t."tag" from "post_tags" t where ${tag} ${kept} order by t."tag" limit 1)`;
  return `array(with recursive "found" ("tag") as (
      ${firstAfter('true')}
      union all
      select ${firstAfter('t."tag" > "found"."tag"')} from "found" where "found"."tag" is not null)
    select "tag" from "found" where "tag" is not null order by "tag")`;
}

export class OrmPostRepository implements PostRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async list(filter: PostFilter): Promise<{ posts: PostSummary[]; total: number; tags: string[] }> {
    const where = listWhere(filter);
    const byTitle = filter.sort === 'title';
    // The posts the filter keeps, with what their order needs. A search is read once for both the page
    // and the count (`materialized`); without one, the planner folds the filter into each, so page 1
    // walks the date index and stops after twelve posts.
    const matches = byTitle
      ? {
          sql: `select p."id", p."created_at", lower(coalesce(tr."title", p."title")) as "title"
            from "blog_posts" p ${TRANSLATION} ${where.sql}`,
          params: [filter.language, ...where.params],
        }
      : { sql: `select p."id", p."created_at" from "blog_posts" p ${where.sql}`, params: where.params };
    // The id breaks the last ties, so equal titles or instants never repeat or vanish across pages.
    const matchOrder = `${byTitle ? 'm."title" asc, ' : ''}m."created_at" desc, m."id" desc`;
    const orderBy = byTitle ? `lower(coalesce(tr."title", p."title")) asc, ${NEWEST_FIRST}` : NEWEST_FIRST;
    // The page's ids first, then its columns: the tags and author are read for the page's posts only,
    // not for every post skipped on the way to page 50. The total and the tag menu ride on the page's
    // rows, one statement instead of three (on PGlite each statement costs a turn of the event loop and
    // the ORM's and driver's work: blog.list served 40% more calls without the menu's own); a page
    // without rows (past the end, or no post matches) asks for them alone.
    const menu = tagMenu(filter.includeDrafts);
    const rows = await runSql<PostReadRow & { total: number; tagMenu: string[] }>(
      this.em,
      `with "matches" as ${filter.search ? 'materialized' : 'not materialized'} (${matches.sql})
       select ${READ_COLUMNS}, (select count(*)::int from "matches") as "total", ${menu} as "tagMenu"
       from (select m."id" from "matches" m order by ${matchOrder} limit ? offset ?) page
       join "blog_posts" p on p."id" = page."id" ${TRANSLATION} left join "users" u on u."id" = p."author_id"
       order by ${orderBy}`,
      [...matches.params, filter.limit, filter.offset, filter.language],
    );
    // The count needs no translation: the filter reads the posts, their tags and translations itself.
    const [first] = rows.length
      ? rows
      : await runSql<{ total: number; tagMenu: string[] }>(
          this.em,
          `select (select count(*)::int from "blog_posts" p ${where.sql}) as "total", ${menu} as "tagMenu"`,
          where.params,
        );
    return { posts: rows.map(toPostSummary), total: Number(first?.total ?? 0), tags: first?.tagMenu ?? [] };
  }

  async counts(): Promise<{ published: number; drafts: number }> {
    const [published, drafts] = await Promise.all([
      this.em.count(BlogPostRecord, { published: true }),
      this.em.count(BlogPostRecord, { published: false }),
    ]);
    return { published, drafts };
  }

  async findBySlug(slug: string, language: PostLanguage): Promise<Post | null> {
    const [row] = await readPosts(
      this.em,
      language,
      { sql: 'where p."slug" = ?', params: [slug] },
      { content: true },
    );
    return row ? toPost(row) : null;
  }

  async isPublished(postId: string): Promise<boolean> {
    return (await this.em.count(BlogPostRecord, { id: postId, published: true })) > 0;
  }

  async neighbours(post: { id: string; createdAt: Date }, language: PostLanguage) {
    const nearest = (comparison: '<' | '>', direction: 'asc' | 'desc') =>
      readPosts(
        this.em,
        language,
        {
          sql: `where p."published" and (p."created_at", p."id") ${comparison} (?, ?)`,
          params: [post.createdAt, post.id],
        },
        { orderBy: `p."created_at" ${direction}, p."id" ${direction}`, limit: 1 },
      );
    // Ordered by (created_at, id), so posts created in the same instant still have one order.
    const [[older], [newer]] = await Promise.all([nearest('<', 'desc'), nearest('>', 'asc')]);
    return {
      older: older ? toPostSummary(older) : null,
      newer: newer ? toPostSummary(newer) : null,
    };
  }

  async sharingTags(tags: string[], excludeId: string, language: PostLanguage): Promise<PostSummary[]> {
    if (tags.length === 0) return [];
    const rows = await readPosts(
      this.em,
      language,
      {
        sql: `where p."published" and p."id" <> ?
          and exists (select 1 from "post_tags" t where t."post_id" = p."id" and t."tag" in (${tags.map(() => '?').join(', ')}))`,
        params: [excludeId, ...tags],
      },
      { orderBy: NEWEST_FIRST, limit: 100 },
    );
    return rows.map(toPostSummary);
  }

  async recentPublished(limit: number, language: PostLanguage): Promise<PostSummary[]> {
    const rows = await readPosts(this.em, language, PUBLISHED, { orderBy: LATEST_FIRST, limit });
    return rows.map(toPostSummary);
  }

  async latestPublished(limit: number, language: PostLanguage): Promise<Post[]> {
    const rows = await readPosts(this.em, language, PUBLISHED, {
      orderBy: LATEST_FIRST,
      limit,
      content: true,
    });
    return rows.map(toPost);
  }

  async allPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
    const records = await this.em.find(
      BlogPostRecord,
      { published: true },
      { fields: ['slug', 'updatedAt'], orderBy: { createdAt: QueryOrder.DESC }, disableIdentityMap: true },
    );
    return records.map((record) => ({ slug: record.slug, updatedAt: record.updatedAt }));
  }

  countAll(): Promise<number> {
    return this.em.count(BlogPostRecord, {});
  }

  async insertMany(posts: NewPost[]): Promise<void> {
    await this.em.transactional(
      (em) => {
        for (const post of posts) {
          const record = em.create(BlogPostRecord, {
            id: randomUUID(),
            slug: post.slug,
            title: post.title,
            content: post.content,
            excerpt: post.excerpt,
            imageUrl: post.imageUrl,
            published: post.published,
            publishedAt: post.publishedAt,
            createdAt: post.createdAt,
            updatedAt: post.createdAt,
            author: post.authorId,
            language: post.language ?? DEFAULT_POST_LANGUAGE,
          });
          for (const [position, tag] of [...new Set(post.tags)].entries())
            em.create(PostTagRecord, { post: record, tag, position });
          for (const [language, text] of Object.entries(post.translations ?? {}))
            if (text) em.create(PostTranslationRecord, { post: record, language, ...text });
        }
      },
      { clear: true },
    );
  }
}
