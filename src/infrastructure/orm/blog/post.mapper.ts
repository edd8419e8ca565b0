import type { Loaded } from '@mikro-orm/core';
import type { AdminPostRow, EditablePost } from '#application/blog/editor-ports.ts';
import type { Post, PostSummary } from '#application/blog/ports.ts';
import { postStatus } from '#domain/blog/publishing.ts';
import type { BlogPostRecordEntity } from './blog-post.entity.ts';

/**
 * Blog posts from their entity to the plain types of the ports, for both blog repositories. Each read
 * names its columns (`fields`); tags come with the page of posts in one more query (`populate`).
 */

/** Everything a card or a list shows: all but the content. */
export const SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'imageUrl',
  'videoUrl',
  'videoThumbnailUrl',
  'isVlog',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'viewCount',
  'likeCount',
  'author.firstName',
  'author.lastName',
  'tags.tag',
] as const;

/** A summary and the content: the post page and the feeds. */
export const POST_FIELDS = [...SUMMARY_FIELDS, 'content'] as const;

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

type SummaryRecord = Loaded<BlogPostRecordEntity, 'author' | 'tags', (typeof SUMMARY_FIELDS)[number]>;
type PostRecord = Loaded<BlogPostRecordEntity, 'author' | 'tags', (typeof POST_FIELDS)[number]>;
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

export function toPostSummary(record: SummaryRecord): PostSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    excerpt: record.excerpt ?? null,
    imageUrl: record.imageUrl ?? null,
    videoUrl: record.videoUrl ?? null,
    videoThumbnailUrl: record.videoThumbnailUrl ?? null,
    isVlog: record.isVlog,
    published: record.published,
    publishedAt: record.publishedAt ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    authorName: authorName(record.author),
    viewCount: record.viewCount,
    likeCount: record.likeCount,
    tags: tagsOf(record),
  };
}

export const toPost = (record: PostRecord): Post => ({ ...toPostSummary(record), content: record.content });

/** The editor's view of a post; `tags` apart, since a deleted post is returned without them. */
export function toEditablePost(record: BlogPostRecordEntity, tags: string[]): EditablePost {
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
