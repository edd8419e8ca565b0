import { unlockPreviewSchema } from '#application/preview/schemas.ts';
import { unlockPreview } from '#application/preview/unlock-preview.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const previewRouter = router({
  /** Tag my Thing's developer preview: the right password answers with where to go. */
  unlock: publicProcedure
    .input(unlockPreviewSchema)
    .mutation(({ ctx, input }) => unlockPreview(ctx.services.preview, input, ctx.request.ip)),
});
