import { likeState } from '#application/engagement/like-state.ts';
import type { EngagementRequest } from '#application/engagement/ports.ts';
import { recordView } from '#application/engagement/record-view.ts';
import { postIdSchema, recordViewSchema } from '#application/engagement/schemas.ts';
import { toggleLike } from '#application/engagement/toggle-like.ts';
import type { Context } from './context.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

/** The reader as views and likes count them: the signed-in user, else the anonymous session cookie. */
function readerOf({ viewer, request }: Context): EngagementRequest {
  return {
    viewer: viewer
      ? { kind: 'user', userId: viewer.id }
      : request.anonymousSessionId
        ? { kind: 'session', sessionId: request.anonymousSessionId }
        : null,
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

/**
 * The reader of a post's engagement. One without a session or the cookie is given the cookie with this
 * answer (the page asks for its like state first, so a browser has it before it likes or is counted); a
 * like or view without it is refused, as the cookie must come back before anything counts: a script
 * that keeps no cookies counts nothing.
 */
function countingReaderOf(ctx: Context): EngagementRequest {
  if (!ctx.viewer && !ctx.request.anonymousSessionId) ctx.request.startAnonymousSession?.();
  return readerOf(ctx);
}

export const engagementRouter = router({
  likeState: publicProcedure
    .input(postIdSchema)
    .query(({ ctx, input }) => likeState(ctx.services.engagement, countingReaderOf(ctx), input.postId)),
  recordView: publicProcedure
    .input(recordViewSchema)
    .mutation(({ ctx, input }) => recordView(ctx.services.engagement, countingReaderOf(ctx), input)),
  toggleLike: publicProcedure
    .input(postIdSchema)
    .mutation(({ ctx, input }) => toggleLike(ctx.services.engagement, countingReaderOf(ctx), input.postId)),
});
