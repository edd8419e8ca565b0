import { randomUUID } from 'node:crypto';
import { type EntityManager, type FilterQuery, QueryOrder, sql } from '@mikro-orm/core';
import type { NewPost, Post, PostFilter, PostRepository, PostSummary } from '#application/blog/ports.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { containsPattern } from '../sql.ts';
import { BlogPostRecord, type BlogPostRecordEntity, PostTagRecord } from './blog-post.entity.ts';
import { POST_FIELDS, SUMMARY_FIELDS, toPost, toPostSummary } from './post.mapper.ts';

// Reads map to plain data and never keep entities: the counters under them change in SQL (views, likes),
// so a post held in the request's identity map could be stale the next time it is read.
const SUMMARIES = { fields: SUMMARY_FIELDS, populate: ['author', 'tags'], disableIdentityMap: true } as const;
const POSTS = { fields: POST_FIELDS, populate: ['author', 'tags'], disableIdentityMap: true } as const;
const LATEST_FIRST = [{ publishedAt: QueryOrder.DESC_NULLS_LAST }, { createdAt: QueryOrder.DESC }];

/** The list's conditions; the search is the domain's rule (`matchesSearch`) in SQL. */
function listWhere(
  filter: Pick<PostFilter, 'includeDrafts' | 'search' | 'tag'>,
): FilterQuery<BlogPostRecordEntity> {
  const conditions: FilterQuery<BlogPostRecordEntity>[] = [];
  if (!filter.includeDrafts) conditions.push({ published: true });
  if (filter.tag) conditions.push({ tags: { $some: { tag: filter.tag } } });
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push({
      $or: [
        { title: { $ilike: pattern } },
        { excerpt: { $ilike: pattern } },
        { tags: { $some: { tag: { $ilike: pattern } } } },
      ],
    });
  }
  return conditions.length > 0 ? { $and: conditions } : {};
}

export class OrmPostRepository implements PostRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async list(filter: PostFilter): Promise<{ posts: PostSummary[]; total: number }> {
    const where = listWhere(filter);
    // The id breaks the last ties, so equal titles or instants never repeat or vanish across pages.
    const orderBy =
      filter.sort === 'title'
        ? [
            { [sql.lower((alias) => `${alias}.title`)]: QueryOrder.ASC },
            { createdAt: QueryOrder.DESC },
            { id: QueryOrder.DESC },
          ]
        : [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }];
    const [records, total] = await Promise.all([
      this.em.find(BlogPostRecord, where, {
        ...SUMMARIES,
        orderBy,
        limit: filter.limit,
        offset: filter.offset,
      }),
      this.em.count(BlogPostRecord, where),
    ]);
    return { posts: records.map(toPostSummary), total };
  }

  async counts(): Promise<{ published: number; drafts: number }> {
    const [published, drafts] = await Promise.all([
      this.em.count(BlogPostRecord, { published: true }),
      this.em.count(BlogPostRecord, { published: false }),
    ]);
    return { published, drafts };
  }

  async tags(includeDrafts: boolean): Promise<string[]> {
    const query = sqlEntityManager(this.em)
      .createQueryBuilder(PostTagRecord, 't')
      .select('t.tag', true)
      .orderBy({ tag: QueryOrder.ASC });
    if (!includeDrafts) query.join('t.post', 'p').where({ post: { published: true } });
    const rows = await query.execute<{ tag: string }[]>('all');
    return rows.map((row) => row.tag);
  }

  async findBySlug(slug: string): Promise<Post | null> {
    const record = await this.em.findOne(BlogPostRecord, { slug }, POSTS);
    return record ? toPost(record) : null;
  }

  async isPublished(postId: string): Promise<boolean> {
    return (await this.em.count(BlogPostRecord, { id: postId, published: true })) > 0;
  }

  async neighbours(post: { id: string; createdAt: Date }) {
    // Ordered by (created_at, id), so posts created in the same instant still have one order.
    const [older, newer] = await Promise.all([
      this.em.findOne(
        BlogPostRecord,
        {
          published: true,
          $or: [{ createdAt: { $lt: post.createdAt } }, { createdAt: post.createdAt, id: { $lt: post.id } }],
        },
        { ...SUMMARIES, orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }] },
      ),
      this.em.findOne(
        BlogPostRecord,
        {
          published: true,
          $or: [{ createdAt: { $gt: post.createdAt } }, { createdAt: post.createdAt, id: { $gt: post.id } }],
        },
        { ...SUMMARIES, orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
      ),
    ]);
    return {
      older: older ? toPostSummary(older) : null,
      newer: newer ? toPostSummary(newer) : null,
    };
  }

  async sharingTags(tags: string[], excludeId: string): Promise<PostSummary[]> {
    if (tags.length === 0) return [];
    const records = await this.em.find(
      BlogPostRecord,
      { published: true, id: { $ne: excludeId }, tags: { $some: { tag: { $in: tags } } } },
      { ...SUMMARIES, orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }], limit: 100 },
    );
    return records.map(toPostSummary);
  }

  async recentPublished(limit: number): Promise<PostSummary[]> {
    const records = await this.em.find(
      BlogPostRecord,
      { published: true },
      { ...SUMMARIES, orderBy: LATEST_FIRST, limit },
    );
    return records.map(toPostSummary);
  }

  async latestPublished(limit: number): Promise<Post[]> {
    const records = await this.em.find(
      BlogPostRecord,
      { published: true },
      { ...POSTS, orderBy: LATEST_FIRST, limit },
    );
    return records.map(toPost);
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
          });
          for (const [position, tag] of [...new Set(post.tags)].entries())
            em.create(PostTagRecord, { post: record, tag, position });
        }
      },
      { clear: true },
    );
  }
}
