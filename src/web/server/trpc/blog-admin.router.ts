import {
  apiKeyIdSchema,
  createApiKeySchema,
  generateCoverSchema,
  imageJobSchema,
  postIdSchema,
  previewPostSchema,
  savePostSchema,
} from '#application/blog/editor-schemas.ts';
import { router } from './init.ts';
import { adminProcedure, staffProcedure } from './procedures.ts';

/** /admin/blog: staff write posts; only the admin hands out API keys. */
export const blogAdminRouter = router({
  list: staffProcedure.query(({ ctx }) => ctx.services.blogAdmin.list()),
  load: staffProcedure.input(postIdSchema).query(({ ctx, input }) => ctx.services.blogAdmin.load(input.id)),
  tags: staffProcedure.query(({ ctx }) => ctx.services.blogAdmin.tags()),
  preview: staffProcedure
    .input(previewPostSchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.preview(input.content)),
  save: staffProcedure
    .input(savePostSchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.save(ctx.user.id, input)),
  delete: staffProcedure
    .input(postIdSchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.delete(input.id)),
  generateCover: staffProcedure
    .input(generateCoverSchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.requestCover(input)),
  coverStatus: staffProcedure
    .input(imageJobSchema)
    .query(({ ctx, input }) => ctx.services.blogAdmin.imageJob('generate-cover', input.jobId)),
  apiKeys: adminProcedure.query(({ ctx }) => ctx.services.blogAdmin.apiKeys()),
  createApiKey: adminProcedure
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.createApiKey(input.name)),
  revokeApiKey: adminProcedure
    .input(apiKeyIdSchema)
    .mutation(({ ctx, input }) => ctx.services.blogAdmin.revokeApiKey(input.id)),
});
