import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  type AdminPostRow,
  type EditablePost,
  type PostEditorRepository,
  type PostWrite,
  SlugTakenError,
} from '#application/blog/editor-ports.ts';
import { type PublicationState, postStatus } from '#domain/blog/publishing.ts';
import { containsPattern, runSql, toDate, toDateOrNull } from '../sql.ts';

interface PostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  image_url: string | null;
  video_url: string | null;
  video_thumbnail_url: string | null;
  is_vlog: boolean;
  published: boolean;
  published_at: Date | string | null;
  scheduled_at: Date | string | null;
  first_published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  view_count: number;
  like_count: number;
  tags: string[] | null;
}

const COLUMNS = `p.*, array(select t."tag" from "post_tags" t where t."post_id" = p."id" order by t."position", t."tag") as "tags"`;

function toEditable(row: PostRow): EditablePost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    videoThumbnailUrl: row.video_thumbnail_url,
    isVlog: row.is_vlog,
    published: row.published,
    publishedAt: toDateOrNull(row.published_at),
    scheduledAt: toDateOrNull(row.scheduled_at),
    firstPublishedAt: toDateOrNull(row.first_published_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    tags: row.tags ?? [],
  };
}

function isSlugConflict(error: unknown): boolean {
  return error instanceof Error && error.message.includes('blog_posts_slug_unique');
}

/** The editor's writes, in SQL; every write is one transaction with the post's tags. */
export class OrmPostEditorRepository implements PostEditorRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async findById(id: string): Promise<EditablePost | null> {
    const [row] = await runSql<PostRow>(this.em, `select ${COLUMNS} from "blog_posts" p where p."id" = ?`, [
      id,
    ]);
    return row ? toEditable(row) : null;
  }

  async listForAdmin(limit: number): Promise<AdminPostRow[]> {
    // Everything but the content: the list never shows it, and a blog's words add up.
    const rows = await runSql<Omit<PostRow, 'content' | 'title' | 'excerpt'> & { title: string }>(
      this.em,
      `select p."id", p."slug", p."title", p."image_url", p."video_thumbnail_url", p."published", p."published_at",
         p."scheduled_at", p."created_at", p."updated_at", p."view_count", p."like_count",
         array(select t."tag" from "post_tags" t where t."post_id" = p."id" order by t."position", t."tag") as "tags"
       from "blog_posts" p order by p."created_at" desc limit ?`,
      [limit],
    );
    return rows.map((row) => {
      const publication = {
        published: row.published,
        publishedAt: toDateOrNull(row.published_at),
        scheduledAt: toDateOrNull(row.scheduled_at),
      };
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        ...publication,
        status: postStatus(publication),
        createdAt: toDate(row.created_at),
        updatedAt: toDate(row.updated_at),
        imageUrl: row.image_url,
        videoThumbnailUrl: row.video_thumbnail_url,
        tags: row.tags ?? [],
        viewCount: Number(row.view_count),
        likeCount: Number(row.like_count),
      };
    });
  }

  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await runSql<{ slug: string }>(
      this.em,
      `select "slug" from "blog_posts" where "slug" = ? or "slug" like ?`,
      [base, containsPattern(`${base}-`).slice(1)],
    );
    return new Set(rows.map((row) => row.slug));
  }

  async create(
    post: PostWrite & { slug: string; authorId: string | null; now: Date },
  ): Promise<{ id: string }> {
    const id = randomUUID();
    await this.writing(async (em) => {
      await runSql(
        em,
        `insert into "blog_posts" ("id", "slug", "title", "content", "excerpt", "image_url", "video_url",
           "video_thumbnail_url", "is_vlog", "published", "published_at", "scheduled_at", "first_published_at",
           "created_at", "updated_at", "author_id")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          post.slug,
          post.title,
          post.content,
          post.excerpt,
          post.imageUrl,
          post.videoUrl,
          post.videoThumbnailUrl,
          post.isVlog,
          post.published,
          post.publishedAt,
          post.scheduledAt,
          post.publishedAt,
          post.now,
          post.now,
          post.authorId,
        ],
      );
      await this.replaceTags(em, id, post.tags);
    });
    return { id };
  }

  async update(id: string, post: PostWrite & { slug: string | null; now: Date }): Promise<boolean> {
    return this.writing(async (em) => {
      const rows = await runSql<{ id: string }>(
        em,
        `update "blog_posts" set "slug" = coalesce(?, "slug"), "title" = ?, "content" = ?, "excerpt" = ?,
           "image_url" = ?, "video_url" = ?, "video_thumbnail_url" = ?, "is_vlog" = ?, "published" = ?,
           "published_at" = ?, "scheduled_at" = ?, "first_published_at" = coalesce("first_published_at", ?),
           "updated_at" = ?
         where "id" = ? returning "id"`,
        [
          post.slug,
          post.title,
          post.content,
          post.excerpt,
          post.imageUrl,
          post.videoUrl,
          post.videoThumbnailUrl,
          post.isVlog,
          post.published,
          post.publishedAt,
          post.scheduledAt,
          post.publishedAt,
          post.now,
          id,
        ],
      );
      if (rows.length === 0) return false;
      await this.replaceTags(em, id, post.tags);
      return true;
    });
  }

  async delete(id: string): Promise<EditablePost | null> {
    const [row] = await runSql<PostRow>(
      this.em,
      `delete from "blog_posts" p where p."id" = ? returning p.*, null as "tags"`,
      [id],
    );
    return row ? toEditable(row) : null;
  }

  async allTags(): Promise<string[]> {
    const rows = await runSql<{ tag: string }>(
      this.em,
      `select distinct "tag" from "post_tags" order by "tag"`,
    );
    return rows.map((row) => row.tag);
  }

  async changePublication(
    id: string,
    decide: (state: PublicationState) => PublicationState | null,
  ): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const [row] = await runSql<PostRow>(
        em,
        `select "published", "published_at", "scheduled_at" from "blog_posts" where "id" = ? for update`,
        [id],
      );
      if (!row) return false;
      const next = decide({
        published: row.published,
        publishedAt: toDateOrNull(row.published_at),
        scheduledAt: toDateOrNull(row.scheduled_at),
      });
      if (!next) return false;
      await runSql(
        em,
        `update "blog_posts" set "published" = ?, "published_at" = ?, "scheduled_at" = ?,
           "first_published_at" = coalesce("first_published_at", ?), "updated_at" = now() where "id" = ?`,
        [next.published, next.publishedAt, next.scheduledAt, next.publishedAt, id],
      );
      return true;
    });
  }

  async scheduled(): Promise<{ id: string; scheduledAt: Date }[]> {
    const rows = await runSql<{ id: string; scheduled_at: Date | string }>(
      this.em,
      `select "id", "scheduled_at" from "blog_posts" where "scheduled_at" is not null and not "published"
       order by "scheduled_at"`,
    );
    return rows.map((row) => ({ id: row.id, scheduledAt: toDate(row.scheduled_at) }));
  }

  private async replaceTags(em: EntityManager, postId: string, tags: string[]) {
    await runSql(em, `delete from "post_tags" where "post_id" = ?`, [postId]);
    for (const [position, tag] of tags.entries())
      await runSql(em, `insert into "post_tags" ("post_id", "tag", "position") values (?, ?, ?)`, [
        postId,
        tag,
        position,
      ]);
  }

  private async writing<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (isSlugConflict(error)) throw new SlugTakenError();
      throw error;
    }
  }
}
