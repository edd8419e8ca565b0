import { getPostPage } from '#application/blog/get-post-page.ts';
import { listPosts } from '#application/blog/list-posts.ts';
import { recentPosts } from '#application/blog/recent-posts.ts';
import { listPostsSchema, postBySlugSchema } from '#application/blog/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const blogRouter = router({
  /** Visitors get published posts only; staff also get drafts and the counts. */
  list: publicProcedure
    .input(listPostsSchema)
    .query(({ ctx, input }) =>
      listPosts(ctx.services.blog, ctx.viewer?.role ?? null, input, ctx.request.language),
    ),
  recent: publicProcedure.query(({ ctx }) => recentPosts(ctx.services.blog, ctx.request.language)),
  bySlug: publicProcedure
    .input(postBySlugSchema)
    .query(({ ctx, input }) =>
      getPostPage(ctx.services.blog, ctx.viewer?.role ?? null, input.slug, ctx.request.language),
    ),
});
