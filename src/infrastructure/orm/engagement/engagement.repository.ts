import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { EngagementRepository, NewView } from '#application/engagement/ports.ts';
import type { EngagementViewer } from '#domain/engagement/viewer.ts';
import { runSql } from '../sql.ts';

/** The like rows that belong to a viewer: by user id, or by session id for anonymous likes. */
function likeOwner(viewer: EngagementViewer): { sql: string; param: string } {
  return viewer.kind === 'user'
    ? { sql: `"user_id" = ?`, param: viewer.userId }
    : { sql: `"user_id" is null and "session_id" = ?`, param: viewer.sessionId };
}

export class OrmEngagementRepository implements EngagementRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  recordView(view: NewView): Promise<{ recorded: boolean; viewCount: number }> {
    return this.em.transactional(async (tem) => {
      const inserted = await runSql(
        tem,
        `insert into "post_views" ("id", "post_id", "viewer_id", "referrer", "user_agent")
         values (?, ?, ?, ?, ?) on conflict ("post_id", "viewer_id") do nothing returning "id"`,
        [randomUUID(), view.postId, view.viewerId, view.referrer, view.userAgent],
      );
      const recorded = inserted.length > 0;
      const [row] = await runSql<{ view_count: number }>(
        tem,
        recorded
          ? `update "blog_posts" set "view_count" = "view_count" + 1 where "id" = ? returning "view_count"`
          : `select "view_count" from "blog_posts" where "id" = ?`,
        [view.postId],
      );
      return { recorded, viewCount: Number(row?.view_count ?? 0) };
    });
  }

  toggleLike(postId: string, viewer: EngagementViewer): Promise<{ liked: boolean; likeCount: number }> {
    return this.em.transactional(async (tem) => {
      // Locking the post row queues concurrent toggles on the same post one after the other, so each sees
      // the previous one's result; the count is then recomputed from the rows, never adjusted blindly.
      await runSql(tem, `select 1 from "blog_posts" where "id" = ? for update`, [postId]);
      const owner = likeOwner(viewer);
      const removed = await runSql(
        tem,
        `delete from "post_likes" where "post_id" = ? and ${owner.sql} returning "id"`,
        [postId, owner.param],
      );
      const liked = removed.length === 0;
      if (liked)
        await runSql(
          tem,
          `insert into "post_likes" ("id", "post_id", "user_id", "session_id") values (?, ?, ?, ?)`,
          [
            randomUUID(),
            postId,
            viewer.kind === 'user' ? viewer.userId : null,
            viewer.kind === 'session' ? viewer.sessionId : null,
          ],
        );
      const [row] = await runSql<{ like_count: number }>(
        tem,
        `update "blog_posts" set "like_count" = (select count(*) from "post_likes" where "post_id" = ?)
         where "id" = ? returning "like_count"`,
        [postId, postId],
      );
      return { liked, likeCount: Number(row?.like_count ?? 0) };
    });
  }

  async likeState(postId: string, viewer: EngagementViewer | null) {
    const owner = viewer ? likeOwner(viewer) : null;
    const [row] = await runSql<{ like_count: number; view_count: number; liked: boolean }>(
      this.em,
      `select "like_count", "view_count",
         ${owner ? `exists (select 1 from "post_likes" where "post_id" = p."id" and ${owner.sql})` : 'false'} as "liked"
       from "blog_posts" p where p."id" = ?`,
      owner ? [owner.param, postId] : [postId],
    );
    return {
      liked: Boolean(row?.liked),
      likeCount: Number(row?.like_count ?? 0),
      viewCount: Number(row?.view_count ?? 0),
    };
  }
}
