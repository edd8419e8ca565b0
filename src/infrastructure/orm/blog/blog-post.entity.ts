import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from '../accounts/user.entity.ts';
import { timestamp } from '../columns.ts';

/**
 * The search's trigram index on one column (migration `post_search`), as raw DDL: MikroORM matches
 * an index given as an expression by name only, and has no option for an operator class. The list's
 * `ILIKE '%text%'` on the column uses it (`post.repository.ts`).
 */
const trigramIndex = (table: string, column: string) => {
  const name = `${table}_${column}_trgm_index`;
  return {
    name,
    expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops) with (fastupdate = off)`,
  };
};

export const BlogPostRecord = defineEntity({
  name: 'BlogPostRecord',
  tableName: 'blog_posts',
  indexes: [
    { name: 'blog_posts_published_created_at_index', properties: ['published', 'createdAt'] },
    { name: 'blog_posts_published_published_at_index', properties: ['published', 'publishedAt'] },
    { name: 'blog_posts_scheduled_at_index', properties: ['scheduledAt'] },
    trigramIndex('blog_posts', 'title'),
    trigramIndex('blog_posts', 'excerpt'),
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

/** The post a tag or a translation belongs to: part of the row's key, gone with the post. */
const postKey = () =>
  p.manyToOne(BlogPostRecord).primary().fieldName('post_id').deleteRule('cascade').updateRule('cascade');

export const PostTagRecord = defineEntity({
  name: 'PostTagRecord',
  tableName: 'post_tags',
  indexes: [trigramIndex('post_tags', 'tag')],
  properties: {
    post: postKey(),
    tag: p.string().length(100).primary().index('post_tags_tag_index'),
    /** Where the author put the tag: lists show a post's tags in this order. */
    position: p.smallint().default(0),
  },
});

/** A post's title, excerpt and content in one language other than its original. */
export const PostTranslationRecord = defineEntity({
  name: 'PostTranslationRecord',
  tableName: 'post_translations',
  indexes: [trigramIndex('post_translations', 'title'), trigramIndex('post_translations', 'excerpt')],
  properties: {
    post: postKey(),
    language: p.string().length(2).primary(),
    title: p.string().length(300),
    excerpt: p.text().nullable(),
    content: p.text(),
  },
});

export type BlogPostRecordEntity = InstanceType<typeof BlogPostRecord.class>;
