import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, QueryOrder, sql } from '@mikro-orm/core';
import {
  type AdminPostRow,
  type EditablePost,
  type PostEditorRepository,
  type PostWrite,
  SlugTakenError,
} from '#application/blog/ports.ts';
import type { PublicationState } from '#domain/blog/publishing.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { containsPattern, runSql } from '../sql.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import {
  BlogPostRecord,
  type BlogPostRecordEntity,
  PostTagRecord,
  PostTranslationRecord,
} from './blog-post.entity.ts';
import { ADMIN_ROW_FIELDS, tagsOf, toAdminPostRow, toEditablePost, translationsOf } from './post.mapper.ts';

/** A stored upload's address, its id captured (`/storage/blog-images/{id}…`, `/storage/blog-videos/{id}…`). */
const STORED_UPLOAD_PATTERN =
  '/storage/blog-(?:images|videos)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/**
 * The editor's reads and writes. Each write is one transaction on a unit of work of its own (`clear`),
 * so it loads the post from the database, never from what the request read before, and a failed
 * write leaves nothing behind for the next attempt.
 */
/** The columns every save writes from the editor's form, on a new post and an edited one alike. */
function savedFields(post: PostWrite) {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
    videoUrl: post.videoUrl,
    videoThumbnailUrl: post.videoThumbnailUrl,
    isVlog: post.isVlog,
    published: post.published,
    publishedAt: post.publishedAt,
    scheduledAt: post.scheduledAt,
  };
}

export class OrmPostEditorRepository implements PostEditorRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async findById(id: string): Promise<EditablePost | null> {
    const [record, translations] = await Promise.all([
      this.em.findOne(BlogPostRecord, { id }, { populate: ['tags'], disableIdentityMap: true }),
      this.em.find(PostTranslationRecord, { post: id }, { disableIdentityMap: true }),
    ]);
    return record ? toEditablePost(record, tagsOf(record), translationsOf(translations)) : null;
  }

  async listForAdmin(limit: number): Promise<AdminPostRow[]> {
    const records = await this.em.find(
      BlogPostRecord,
      {},
      {
        fields: ADMIN_ROW_FIELDS,
        populate: ['tags'],
        orderBy: { createdAt: QueryOrder.DESC },
        limit,
        disableIdentityMap: true,
      },
    );
    return records.map(toAdminPostRow);
  }

  async slugsLike(base: string): Promise<Set<string>> {
    const records = await this.em.find(
      BlogPostRecord,
      { $or: [{ slug: base }, { slug: { $like: containsPattern(`${base}-`).slice(1) } }] },
      { fields: ['slug'], disableIdentityMap: true },
    );
    return new Set(records.map((record) => record.slug));
  }

  async create(
    post: PostWrite & { slug: string; authorId: string | null; now: Date },
  ): Promise<{ id: string }> {
    const id = randomUUID();
    await this.writing((em) => {
      const record = em.create(BlogPostRecord, {
        id,
        slug: post.slug,
        ...savedFields(post),
        firstPublishedAt: post.publishedAt,
        createdAt: post.now,
        updatedAt: post.now,
        author: post.authorId,
      });
      addTags(em, record, post.tags);
      addTranslations(em, record, post);
    });
    return { id };
  }

  async update(id: string, post: PostWrite & { slug: string | null; now: Date }): Promise<boolean> {
    return this.writing(async (em) => {
      const record = await em.findOne(BlogPostRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!record) return false;
      em.assign(record, {
        slug: post.slug ?? record.slug,
        ...savedFields(post),
        // Set by the first publication and never cleared: a post once public keeps its slug.
        firstPublishedAt: record.firstPublishedAt ?? post.publishedAt,
        updatedAt: post.now,
      });
      await em.nativeDelete(PostTagRecord, { post: id });
      await em.nativeDelete(PostTranslationRecord, { post: id });
      addTags(em, record, post.tags);
      addTranslations(em, record, post);
      return true;
    });
  }

  async delete(id: string): Promise<EditablePost | null> {
    return this.em.transactional(
      async (em) => {
        // Locked, so of two deletes racing only one gets the post back.
        const record = await em.findOne(BlogPostRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!record) return null;
        // Tags, views and likes go with the row (foreign keys `on delete cascade`).
        em.remove(record);
        return toEditablePost(record, []);
      },
      { clear: true },
    );
  }

  async allTags(): Promise<string[]> {
    const rows = await sqlEntityManager(this.em)
      .createQueryBuilder(PostTagRecord, 't')
      .select('t.tag', true)
      .orderBy({ tag: QueryOrder.ASC })
      .execute<{ tag: string }[]>('all');
    return rows.map((row) => row.tag);
  }

  changePublication(
    id: string,
    decide: (state: PublicationState) => PublicationState | null,
  ): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        // The row lock queues a publish job and an editor's click on the same post one after the other.
        const record = await em.findOne(BlogPostRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!record) return false;
        const next = decide({
          published: record.published,
          publishedAt: record.publishedAt ?? null,
          scheduledAt: record.scheduledAt ?? null,
        });
        if (!next) return false;
        em.assign(record, {
          published: next.published,
          publishedAt: next.publishedAt,
          scheduledAt: next.scheduledAt,
          firstPublishedAt: record.firstPublishedAt ?? next.publishedAt,
          // The database's clock, as for every change that has no caller's clock to go by.
          updatedAt: sql.now(),
        });
        return true;
      },
      { clear: true },
    );
  }

  async scheduled(): Promise<{ id: string; scheduledAt: Date }[]> {
    const records = await this.em.find(
      BlogPostRecord,
      { scheduledAt: { $ne: null }, published: false },
      { fields: ['scheduledAt'], orderBy: { scheduledAt: QueryOrder.ASC }, disableIdentityMap: true },
    );
    return records.flatMap((record) =>
      record.scheduledAt ? [{ id: record.id, scheduledAt: record.scheduledAt }] : [],
    );
  }

  async mediaInUse(): Promise<Set<string>> {
    // Every stored upload's address a post holds, its translations' texts included, by its id.
    const rows = await runSql<{ id: string }>(
      this.em,
      `select distinct found[1] as "id" from (
         select regexp_matches(
           concat_ws(' ', "image_url", "video_url", "video_thumbnail_url", "content"), ?, 'g') as found
         from "blog_posts"
         union all
         select regexp_matches("content", ?, 'g') from "post_translations"
       ) as media`,
      [STORED_UPLOAD_PATTERN, STORED_UPLOAD_PATTERN],
    );
    return new Set(rows.map((row) => row.id));
  }

  async withoutPicture(limit: number): Promise<{ id: string }[]> {
    const records = await this.em.find(
      BlogPostRecord,
      { imageUrl: null, videoThumbnailUrl: null },
      { fields: ['id'], orderBy: { createdAt: QueryOrder.DESC }, limit, disableIdentityMap: true },
    );
    return records.map((record) => ({ id: record.id }));
  }

  attachCover(id: string, imageUrl: string): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        // Locked, so a cover never replaces a picture the owner saved while it was being drawn.
        const record = await em.findOne(BlogPostRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!record || record.imageUrl || record.videoThumbnailUrl) return false;
        // The post's text is unchanged, so its updated_at (the sitemap's lastmod) is left as it is.
        em.assign(record, { imageUrl });
        return true;
      },
      { clear: true },
    );
  }

  private async writing<T>(work: (em: EntityManager) => T | Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work, { clear: true });
    } catch (error) {
      if (isUniqueViolation(error, 'blog_posts_slug_unique')) throw new SlugTakenError();
      throw error;
    }
  }
}

/** The translations the save keeps (`keptTranslations`: never the post's own language). */
function addTranslations(em: EntityManager, record: BlogPostRecordEntity, post: PostWrite) {
  for (const [language, text] of Object.entries(post.translations))
    if (text && language !== record.language)
      em.create(PostTranslationRecord, { post: record, language, ...text });
}

/** The tags in the order given: `position` is what lists sort them by. */
function addTags(em: EntityManager, record: BlogPostRecordEntity, tags: string[]) {
  for (const [position, tag] of tags.entries()) em.create(PostTagRecord, { post: record, tag, position });
}
