import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { NewPost, Post, PostFilter, PostRepository, PostSummary } from '#application/blog/ports.ts';
import { containsPattern, placeholders, runSql, toDate } from '../sql.ts';

interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  image_url: string | null;
  video_url: string | null;
  video_thumbnail_url: string | null;
  is_vlog: boolean;
  published: boolean;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_name: string | null;
  view_count: number;
  like_count: number;
  tags: string[] | null;
}

const SUMMARY_COLUMNS = `
  p."id", p."slug", p."title", p."excerpt", p."image_url", p."video_url", p."video_thumbnail_url",
  p."is_vlog", p."published", p."published_at", p."created_at", p."updated_at", p."view_count", p."like_count",
  nullif(trim(concat_ws(' ', u."first_name", u."last_name")), '') as "author_name",
  array(select t."tag" from "post_tags" t where t."post_id" = p."id" order by t."position", t."tag") as "tags"`;
const FROM = `from "blog_posts" p left join "users" u on u."id" = p."author_id"`;

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    videoThumbnailUrl: row.video_thumbnail_url,
    isVlog: row.is_vlog,
    published: row.published,
    publishedAt: row.published_at === null ? null : toDate(row.published_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    authorName: row.author_name,
    viewCount: Number(row.view_count),
    likeCount: Number(row.like_count),
    tags: row.tags ?? [],
  };
}

const toPost = (row: SummaryRow & { content: string }): Post => ({ ...toSummary(row), content: row.content });

/** The list's WHERE clause; the search is the domain's rule (`matchesSearch`) in SQL. */
function whereClause(filter: Pick<PostFilter, 'includeDrafts' | 'search' | 'tag'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeDrafts) conditions.push(`p."published"`);
  if (filter.tag) {
    conditions.push(`exists (select 1 from "post_tags" t where t."post_id" = p."id" and t."tag" = ?)`);
    params.push(filter.tag);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(`(p."title" ilike ? or p."excerpt" ilike ?
      or exists (select 1 from "post_tags" t where t."post_id" = p."id" and t."tag" ilike ?))`);
    params.push(pattern, pattern, pattern);
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

export class OrmPostRepository implements PostRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async list(filter: PostFilter): Promise<{ posts: PostSummary[]; total: number }> {
    const where = whereClause(filter);
    const order =
      filter.sort === 'title'
        ? `lower(p."title") asc, p."created_at" desc`
        : `p."created_at" desc, p."id" desc`;
    const [rows, counted] = await Promise.all([
      runSql<SummaryRow>(
        this.em,
        `select ${SUMMARY_COLUMNS} ${FROM} ${where.sql} order by ${order} limit ? offset ?`,
        [...where.params, filter.limit, filter.offset],
      ),
      runSql<{ total: number }>(
        this.em,
        `select count(*)::int as "total" from "blog_posts" p ${where.sql}`,
        where.params,
      ),
    ]);
    return { posts: rows.map(toSummary), total: Number(counted[0]?.total ?? 0) };
  }

  async counts(): Promise<{ published: number; drafts: number }> {
    const [row] = await runSql<{ published: number; drafts: number }>(
      this.em,
      `select count(*) filter (where "published")::int as "published",
              count(*) filter (where not "published")::int as "drafts"
       from "blog_posts"`,
    );
    return { published: Number(row?.published ?? 0), drafts: Number(row?.drafts ?? 0) };
  }

  async tags(includeDrafts: boolean): Promise<string[]> {
    const rows = await runSql<{ tag: string }>(
      this.em,
      `select distinct t."tag" from "post_tags" t join "blog_posts" p on p."id" = t."post_id"
       ${includeDrafts ? '' : 'where p."published"'} order by t."tag"`,
    );
    return rows.map((row) => row.tag);
  }

  async findBySlug(slug: string): Promise<Post | null> {
    const [row] = await runSql<SummaryRow & { content: string }>(
      this.em,
      `select ${SUMMARY_COLUMNS}, p."content" ${FROM} where p."slug" = ?`,
      [slug],
    );
    return row ? toPost(row) : null;
  }

  async isPublished(postId: string): Promise<boolean> {
    const rows = await runSql(this.em, `select 1 from "blog_posts" where "id" = ? and "published"`, [postId]);
    return rows.length > 0;
  }

  async neighbours(post: { id: string; createdAt: Date }) {
    const nearest = (comparison: '<' | '>', direction: 'asc' | 'desc') =>
      runSql<SummaryRow>(
        this.em,
        `select ${SUMMARY_COLUMNS} ${FROM}
         where p."published" and (p."created_at", p."id") ${comparison} (?, ?)
         order by p."created_at" ${direction}, p."id" ${direction} limit 1`,
        [post.createdAt, post.id],
      );
    const [older, newer] = await Promise.all([nearest('<', 'desc'), nearest('>', 'asc')]);
    return {
      older: older[0] ? toSummary(older[0]) : null,
      newer: newer[0] ? toSummary(newer[0]) : null,
    };
  }

  async sharingTags(tags: string[], excludeId: string): Promise<PostSummary[]> {
    if (tags.length === 0) return [];
    const rows = await runSql<SummaryRow>(
      this.em,
      `select ${SUMMARY_COLUMNS} ${FROM}
       where p."published" and p."id" <> ?
         and exists (select 1 from "post_tags" t where t."post_id" = p."id" and t."tag" in (${placeholders(tags)}))
       order by p."created_at" desc limit 100`,
      [excludeId, ...tags],
    );
    return rows.map(toSummary);
  }

  async recentPublished(limit: number): Promise<PostSummary[]> {
    const rows = await runSql<SummaryRow>(
      this.em,
      `select ${SUMMARY_COLUMNS} ${FROM} where p."published"
       order by p."published_at" desc nulls last, p."created_at" desc limit ?`,
      [limit],
    );
    return rows.map(toSummary);
  }

  async latestPublished(limit: number): Promise<Post[]> {
    const rows = await runSql<SummaryRow & { content: string }>(
      this.em,
      `select ${SUMMARY_COLUMNS}, p."content" ${FROM} where p."published"
       order by p."published_at" desc nulls last, p."created_at" desc limit ?`,
      [limit],
    );
    return rows.map(toPost);
  }

  async allPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = await runSql<{ slug: string; updated_at: Date | string }>(
      this.em,
      `select "slug", "updated_at" from "blog_posts" where "published" order by "created_at" desc`,
    );
    return rows.map((row) => ({ slug: row.slug, updatedAt: toDate(row.updated_at) }));
  }

  async countAll(): Promise<number> {
    const [row] = await runSql<{ total: number }>(
      this.em,
      `select count(*)::int as "total" from "blog_posts"`,
    );
    return Number(row?.total ?? 0);
  }

  async insertMany(posts: NewPost[]): Promise<void> {
    await this.em.transactional(async (tem) => {
      for (const post of posts) {
        const id = randomUUID();
        await runSql(
          tem,
          `insert into "blog_posts" ("id", "slug", "title", "content", "excerpt", "image_url", "published",
             "published_at", "created_at", "updated_at", "author_id")
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            post.slug,
            post.title,
            post.content,
            post.excerpt,
            post.imageUrl,
            post.published,
            post.publishedAt,
            post.createdAt,
            post.createdAt,
            post.authorId,
          ],
        );
        for (const [position, tag] of [...new Set(post.tags)].entries())
          await runSql(tem, `insert into "post_tags" ("post_id", "tag", "position") values (?, ?, ?)`, [
            id,
            tag,
            position,
          ]);
      }
    });
  }
}
