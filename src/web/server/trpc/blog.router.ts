import { listPostsSchema, postBySlugSchema } from '#application/blog/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const blogRouter = router({
  /** Visitors get published posts only; staff also get drafts and the counts. */
  list: publicProcedure
    .input(listPostsSchema)
    .query(({ ctx, input }) => ctx.services.blog.list(ctx.user, input)),
  recent: publicProcedure.query(({ ctx }) => ctx.services.blog.recent()),
  bySlug: publicProcedure
    .input(postBySlugSchema)
    .query(({ ctx, input }) => ctx.services.blog.postPage(ctx.user, input.slug)),
});
