import { createApiKey } from '#application/blog/create-api-key.ts';
import { deletePost } from '#application/blog/delete-post.ts';
import {
  apiKeyIdSchema,
  createApiKeySchema,
  generateCoverSchema,
  imageJobSchema,
  postIdSchema,
  previewPostSchema,
  savePostSchema,
} from '#application/blog/editor-schemas.ts';
import { editorTags } from '#application/blog/editor-tags.ts';
import { imageJobStatus } from '#application/blog/image-job-status.ts';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
import { listPostsForAdmin } from '#application/blog/list-posts-for-admin.ts';
import { loadPostForEditing } from '#application/blog/load-post-for-editing.ts';
import { previewPost } from '#application/blog/preview-post.ts';
import { requestCover } from '#application/blog/request-cover.ts';
import { revokeApiKey } from '#application/blog/revoke-api-key.ts';
import { savePost } from '#application/blog/save-post.ts';
import { router } from './init.ts';
import { adminProcedure, staffProcedure } from './procedures.ts';

/** /admin/blog: staff write posts; only the admin hands out API keys. */
export const blogAdminRouter = router({
  list: staffProcedure.query(({ ctx }) => listPostsForAdmin(ctx.services.blog)),
  load: staffProcedure
    .input(postIdSchema)
    .query(({ ctx, input }) => loadPostForEditing(ctx.services.blog, input.id)),
  tags: staffProcedure.query(({ ctx }) => editorTags(ctx.services.blog)),
  preview: staffProcedure
    .input(previewPostSchema)
    .mutation(({ ctx, input }) => previewPost(ctx.services.blog, input.content)),
  save: staffProcedure
    .input(savePostSchema)
    .mutation(({ ctx, input }) => savePost(ctx.services.blog, ctx.actor, input)),
  delete: staffProcedure
    .input(postIdSchema)
    .mutation(({ ctx, input }) => deletePost(ctx.services.blog, input.id, ctx.actor)),
  generateCover: staffProcedure
    .input(generateCoverSchema)
    .mutation(({ ctx, input }) => requestCover(ctx.services.blog, input, ctx.actor)),
  coverStatus: staffProcedure
    .input(imageJobSchema)
    .query(({ ctx, input }) => imageJobStatus(ctx.services.blog, 'generate-cover', input.jobId)),
  apiKeys: adminProcedure.query(({ ctx }) => listApiKeys(ctx.services.blog)),
  createApiKey: adminProcedure
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.services.blog, input.name, ctx.actor)),
  revokeApiKey: adminProcedure
    .input(apiKeyIdSchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.services.blog, input.id, ctx.actor)),
});
