import type { Loaded } from '@mikro-orm/core';
import type { AdminPostRow, EditablePost, Post, PostSummary } from '#application/blog/ports.ts';
import { postStatus } from '#domain/blog/publishing.ts';
import type { PostTranslations } from '#domain/blog/translations.ts';
import { DEFAULT_POST_LANGUAGE, isPostLanguage } from '#domain/blog/translations.ts';
import type { BlogPostRecordEntity } from './blog-post.entity.ts';

/**
 * Blog posts to the plain types of the ports, for both blog repositories: the readers' rows
 * (`PostReadRow`) and the editor's entities. Each read names its columns.
 */

/** One row of the admin list: never the content, a blog's words add up. */
export const ADMIN_ROW_FIELDS = [
  'id',
  'slug',
  'title',
  'imageUrl',
  'videoThumbnailUrl',
  'published',
  'publishedAt',
  'scheduledAt',
  'createdAt',
  'updatedAt',
  'viewCount',
  'likeCount',
  'tags.tag',
] as const;

type AdminRowRecord = Loaded<BlogPostRecordEntity, 'tags', (typeof ADMIN_ROW_FIELDS)[number]>;

/** The tags in the author's order: the collection is ordered by position, then tag. */
export const tagsOf = (record: { tags: { getItems(): { tag: string }[] } }): string[] =>
  record.tags.getItems().map((tag) => tag.tag);

/**
 * "First Last", or null without an author (or with a blank name). Only spaces are trimmed, as
 * PostgreSQL's `trim()` did when the name was made in SQL.
 */
export function authorName(
  author: { firstName: string; lastName: string } | null | undefined,
): string | null {
  if (!author) return null;
  const name = `${author.firstName} ${author.lastName}`.replace(/^ +| +$/g, '');
  return name === '' ? null : name;
}

/**
 * A post as the readers' queries return it: the post's columns by property name, its author's name
 * and its tags in the author's order (see `post.repository.ts`); `content` only where asked for.
 */
export interface PostReadRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  /** The language of the title, excerpt and content given: the reader's, or the post's original. */
  language: string;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  published: boolean;
  publishedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  viewCount: number;
  likeCount: number;
  authorFirstName: string | null;
  authorLastName: string | null;
  tags: string[] | null;
  content?: string;
}

/** Timestamps arrive as Date (PostgreSQL driver) or as text (PGlite in some paths). */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toPostSummary(row: PostReadRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    language: isPostLanguage(row.language) ? row.language : DEFAULT_POST_LANGUAGE,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    videoThumbnailUrl: row.videoThumbnailUrl,
    isVlog: row.isVlog,
    published: row.published,
    publishedAt: row.publishedAt === null ? null : toDate(row.publishedAt),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
    authorName:
      row.authorFirstName === null || row.authorLastName === null
        ? null
        : authorName({ firstName: row.authorFirstName, lastName: row.authorLastName }),
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
    tags: row.tags ?? [],
  };
}

export const toPost = (row: PostReadRow): Post => ({ ...toPostSummary(row), content: row.content ?? '' });

/** The translations of a post, by language, from its `post_translations` rows. */
export function translationsOf(
  rows: readonly { language: string; title: string; excerpt?: string | null; content: string }[],
): PostTranslations {
  const translations: PostTranslations = {};
  for (const row of rows)
    if (isPostLanguage(row.language))
      translations[row.language] = { title: row.title, excerpt: row.excerpt ?? null, content: row.content };
  return translations;
}

/**
 * The editor's view of a post; `tags` and `translations` apart, since a deleted post is returned
 * without them.
 */
export function toEditablePost(
  record: BlogPostRecordEntity,
  tags: string[],
  translations: PostTranslations = {},
): EditablePost {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    content: record.content,
    excerpt: record.excerpt ?? null,
    imageUrl: record.imageUrl ?? null,
    videoUrl: record.videoUrl ?? null,
    videoThumbnailUrl: record.videoThumbnailUrl ?? null,
    isVlog: record.isVlog,
    published: record.published,
    publishedAt: record.publishedAt ?? null,
    scheduledAt: record.scheduledAt ?? null,
    firstPublishedAt: record.firstPublishedAt ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    tags,
    language: isPostLanguage(record.language) ? record.language : DEFAULT_POST_LANGUAGE,
    translations,
  };
}

export function toAdminPostRow(record: AdminRowRecord): AdminPostRow {
  const publication = {
    published: record.published,
    publishedAt: record.publishedAt ?? null,
    scheduledAt: record.scheduledAt ?? null,
  };
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    ...publication,
    status: postStatus(publication),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    imageUrl: record.imageUrl ?? null,
    videoThumbnailUrl: record.videoThumbnailUrl ?? null,
    tags: tagsOf(record),
    viewCount: record.viewCount,
    likeCount: record.likeCount,
  };
}
