import { postIdSchema, recordViewSchema } from '#application/engagement/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const engagementRouter = router({
  likeState: publicProcedure
    .input(postIdSchema)
    .query(({ ctx, input }) => ctx.services.engagement.likeState(ctx.engagement, input.postId)),
  recordView: publicProcedure
    .input(recordViewSchema)
    .mutation(({ ctx, input }) => ctx.services.engagement.recordView(ctx.engagement, input)),
  toggleLike: publicProcedure
    .input(postIdSchema)
    .mutation(({ ctx, input }) => ctx.services.engagement.toggleLike(ctx.engagement, input.postId)),
});
