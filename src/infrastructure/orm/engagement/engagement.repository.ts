import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, sql } from '@mikro-orm/core';
import type { EngagementRepository, NewView } from '#application/engagement/ports.ts';
import type { EngagementViewer } from '#domain/engagement/viewer.ts';
import { BlogPostRecord } from '../blog/blog-post.entity.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { PostLikeRecord, PostViewRecord } from './engagement.entity.ts';

/** The like rows that belong to a viewer: by user id, or by session id for anonymous likes. */
function likeOwner(viewer: EngagementViewer): { user: string } | { user: null; sessionId: string } {
  return viewer.kind === 'user' ? { user: viewer.userId } : { user: null, sessionId: viewer.sessionId };
}

export class OrmEngagementRepository implements EngagementRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  recordView(view: NewView): Promise<{ recorded: boolean; viewCount: number }> {
    return this.em.transactional(
      async (em) => {
        // `on conflict do nothing`: a repeated view is a no-op, where a refused insert would abort the transaction.
        const inserted = await sqlEntityManager(em)
          .createQueryBuilder(PostViewRecord)
          .insert({
            id: randomUUID(),
            post: view.postId,
            viewerId: view.viewerId,
            referrer: view.referrer,
            userAgent: view.userAgent,
          })
          .onConflict(['post', 'viewerId'])
          .ignore()
          .execute('run');
        if (inserted.affectedRows === 0) {
          const post = await em.findOne(BlogPostRecord, { id: view.postId }, { fields: ['viewCount'] });
          return { recorded: false, viewCount: post?.viewCount ?? 0 };
        }
        // Incremented by the database (`view_count + 1`, read back on flush), so concurrent views all count.
        const post = em.getReference(BlogPostRecord, view.postId);
        post.viewCount = sql`"view_count" + 1`;
        await em.flush();
        return { recorded: true, viewCount: post.viewCount };
      },
      { clear: true },
    );
  }

  toggleLike(postId: string, viewer: EngagementViewer): Promise<{ liked: boolean; likeCount: number }> {
    return this.em.transactional(
      async (em) => {
        // Locking the post row queues concurrent toggles on the same post one after the other, so each sees
        // the previous one's result; the count is then recounted from the rows, never adjusted blindly.
        const post = await em.findOne(
          BlogPostRecord,
          { id: postId },
          { fields: ['likeCount'], lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const removed = await em.nativeDelete(PostLikeRecord, { post: postId, ...likeOwner(viewer) });
        const liked = removed === 0;
        if (liked)
          em.create(PostLikeRecord, {
            id: randomUUID(),
            post: postId,
            user: viewer.kind === 'user' ? viewer.userId : null,
            sessionId: viewer.kind === 'session' ? viewer.sessionId : null,
          });
        await em.flush();
        const likeCount = await em.count(PostLikeRecord, { post: postId });
        if (post) post.likeCount = likeCount;
        return { liked, likeCount };
      },
      { clear: true },
    );
  }

  async likeState(postId: string, viewer: EngagementViewer | null) {
    const [post, like] = await Promise.all([
      this.em.findOne(
        BlogPostRecord,
        { id: postId },
        { fields: ['likeCount', 'viewCount'], disableIdentityMap: true },
      ),
      viewer
        ? this.em.findOne(
            PostLikeRecord,
            { post: postId, ...likeOwner(viewer) },
            { fields: ['id'], disableIdentityMap: true },
          )
        : null,
    ]);
    return {
      liked: post !== null && like !== null,
      likeCount: post?.likeCount ?? 0,
      viewCount: post?.viewCount ?? 0,
    };
  }
}
