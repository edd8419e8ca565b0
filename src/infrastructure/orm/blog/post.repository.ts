import { randomUUID } from 'node:crypto';
import { type EntityManager, QueryOrder, raw, sql } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import type { NewPost, Post, PostFilter, PostRepository, PostSummary } from '#application/blog/ports.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { containsPattern } from '../sql.ts';
import { BlogPostRecord, type BlogPostRecordEntity, PostTagRecord } from './blog-post.entity.ts';
import { type PostReadRow, toPost, toPostSummary } from './post.mapper.ts';

const NEWEST_FIRST = [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }];
const LATEST_FIRST = [{ publishedAt: QueryOrder.DESC_NULLS_LAST }, { createdAt: QueryOrder.DESC }];

/**
 * The readers' queries (the list, the post page, its neighbours and related posts, home, feeds) are
 * the site's hottest: they are built with the QueryBuilder and read as plain rows for the mapper,
 * not hydrated into entities. Hydrating the post, its author and its tag entities made these reads
 * three to four times slower (`npm run bench`, pages rendered on every request). Plain rows also
 * never go stale in the identity map while views and likes change the counters in SQL.
 */
function readPosts(
  em: EntityManager,
  where: QBFilterQuery<BlogPostRecordEntity>,
  options: { content?: boolean } = {},
) {
  const query = sqlEntityManager(em)
    .createQueryBuilder(BlogPostRecord, 'p')
    .leftJoin('p.author', 'u')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.excerpt',
      'p.imageUrl',
      'p.videoUrl',
      'p.videoThumbnailUrl',
      'p.isVlog',
      'p.published',
      'p.publishedAt',
      'p.createdAt',
      'p.updatedAt',
      'p.viewCount',
      'p.likeCount',
      'u.firstName as authorFirstName',
      'u.lastName as authorLastName',
      // A post's tags in the author's order, in the same row (no second query per page).
      raw(
        'array(select t."tag" from "post_tags" t where t."post_id" = "p"."id" order by t."position", t."tag") as "tags"',
      ),
    ])
    .where(where);
  if (options.content) query.addSelect('p.content');
  return query;
}

/** The list's conditions; the search is the domain's rule (`matchesSearch`) in SQL. */
function listWhere(
  filter: Pick<PostFilter, 'includeDrafts' | 'search' | 'tag'>,
): QBFilterQuery<BlogPostRecordEntity> {
  const conditions: QBFilterQuery<BlogPostRecordEntity>[] = [];
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
        : NEWEST_FIRST;
    const [rows, total] = await Promise.all([
      readPosts(this.em, where)
        .orderBy(orderBy)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute<PostReadRow[]>('all'),
      this.em.count(BlogPostRecord, where),
    ]);
    return { posts: rows.map(toPostSummary), total };
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
    const [row] = await readPosts(this.em, { slug }, { content: true }).execute<PostReadRow[]>('all');
    return row ? toPost(row) : null;
  }

  async isPublished(postId: string): Promise<boolean> {
    return (await this.em.count(BlogPostRecord, { id: postId, published: true })) > 0;
  }

  async neighbours(post: { id: string; createdAt: Date }) {
    // Ordered by (created_at, id), so posts created in the same instant still have one order.
    const [[older], [newer]] = await Promise.all([
      readPosts(this.em, {
        published: true,
        $or: [{ createdAt: { $lt: post.createdAt } }, { createdAt: post.createdAt, id: { $lt: post.id } }],
      })
        .orderBy(NEWEST_FIRST)
        .limit(1)
        .execute<PostReadRow[]>('all'),
      readPosts(this.em, {
        published: true,
        $or: [{ createdAt: { $gt: post.createdAt } }, { createdAt: post.createdAt, id: { $gt: post.id } }],
      })
        .orderBy([{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }])
        .limit(1)
        .execute<PostReadRow[]>('all'),
    ]);
    return {
      older: older ? toPostSummary(older) : null,
      newer: newer ? toPostSummary(newer) : null,
    };
  }

  async sharingTags(tags: string[], excludeId: string): Promise<PostSummary[]> {
    if (tags.length === 0) return [];
    const rows = await readPosts(this.em, {
      published: true,
      id: { $ne: excludeId },
      tags: { $some: { tag: { $in: tags } } },
    })
      .orderBy(NEWEST_FIRST)
      .limit(100)
      .execute<PostReadRow[]>('all');
    return rows.map(toPostSummary);
  }

  async recentPublished(limit: number): Promise<PostSummary[]> {
    const rows = await readPosts(this.em, { published: true })
      .orderBy(LATEST_FIRST)
      .limit(limit)
      .execute<PostReadRow[]>('all');
    return rows.map(toPostSummary);
  }

  async latestPublished(limit: number): Promise<Post[]> {
    const rows = await readPosts(this.em, { published: true }, { content: true })
      .orderBy(LATEST_FIRST)
      .limit(limit)
      .execute<PostReadRow[]>('all');
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
          });
          for (const [position, tag] of [...new Set(post.tags)].entries())
            em.create(PostTagRecord, { post: record, tag, position });
        }
      },
      { clear: true },
    );
  }
}
