import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from '../accounts/user.entity.ts';

const timestamp = () => p.datetime().columnType('timestamptz');

/**
 * The search's full-text index over `text` (migration `post_search`), as raw DDL: MikroORM matches an
 * expression index by name only. The list's query repeats the expression (`post.repository.ts`).
 */
const searchIndex = (name: string, table: string, text: string) => ({
  name,
  expression: `create index "${name}" on "${table}" using gin (to_tsvector('simple', regexp_replace(${text}, '[[:punct:]]', ' ', 'g'))) with (fastupdate = off)`,
});
const TITLE_AND_EXCERPT = `"title" || ' ' || coalesce("excerpt", '')`;

export const BlogPostRecord = defineEntity({
  name: 'BlogPostRecord',
  tableName: 'blog_posts',
  indexes: [
    { name: 'blog_posts_published_created_at_index', properties: ['published', 'createdAt'] },
    { name: 'blog_posts_published_published_at_index', properties: ['published', 'publishedAt'] },
    { name: 'blog_posts_scheduled_at_index', properties: ['scheduledAt'] },
    searchIndex('blog_posts_search_index', 'blog_posts', TITLE_AND_EXCERPT),
  ],
  properties: {
    id: p.uuid().primary(),
    slug: p.string().length(200).unique('blog_posts_slug_unique'),
    title: p.string().length(300),
    content: p.text(),
    excerpt: p.text().nullable(),
    imageUrl: p.string().length(1000).nullable(),
    videoUrl: p.string().length(1000).nullable(),
    videoThumbnailUrl: p.string().length(1000).nullable(),
    isVlog: p.boolean().default(false),
    published: p.boolean().default(false),
    publishedAt: timestamp().nullable(),
    scheduledAt: timestamp().nullable(),
    /** Set by the first publication and never cleared: a post once public keeps its slug. */
    firstPublishedAt: timestamp().nullable(),
    createdAt: timestamp().defaultRaw('now()'),
    updatedAt: timestamp().defaultRaw('now()'),
    author: p
      .manyToOne(UserRecord)
      .fieldName('author_id')
      .nullable()
      .deleteRule('set null')
      .updateRule('cascade'),
    viewCount: p.integer().default(0),
    likeCount: p.integer().default(0),
    /** The language the post was written in; its translations are in `post_translations`. */
    language: p.string().length(2).default('en'),
    /** The post's tags (rows of `post_tags`, no column here), always loaded in the author's order. */
    tags: () => p.oneToMany(PostTagRecord).mappedBy('post').orderBy({ position: 'asc', tag: 'asc' }),
  },
});

export const PostTagRecord = defineEntity({
  name: 'PostTagRecord',
  tableName: 'post_tags',
  indexes: [searchIndex('post_tags_search_index', 'post_tags', '"tag"')],
  properties: {
    post: p
      .manyToOne(BlogPostRecord)
      .primary()
      .fieldName('post_id')
      .deleteRule('cascade')
      .updateRule('cascade'),
    tag: p.string().length(100).primary().index('post_tags_tag_index'),
    /** Where the author put the tag: lists show a post's tags in this order. */
    position: p.smallint().default(0),
  },
});

/** A post's title, excerpt and content in one language other than its original. */
export const PostTranslationRecord = defineEntity({
  name: 'PostTranslationRecord',
  tableName: 'post_translations',
  indexes: [searchIndex('post_translations_search_index', 'post_translations', TITLE_AND_EXCERPT)],
  properties: {
    post: p
      .manyToOne(BlogPostRecord)
      .primary()
      .fieldName('post_id')
      .deleteRule('cascade')
      .updateRule('cascade'),
    language: p.string().length(2).primary(),
    title: p.string().length(300),
    excerpt: p.text().nullable(),
    content: p.text(),
  },
});

export type BlogPostRecordEntity = InstanceType<typeof BlogPostRecord.class>;
