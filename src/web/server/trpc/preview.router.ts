import { unlockPreviewSchema } from '#application/preview/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const previewRouter = router({
  /** Tag my Thing's developer preview: the right password answers with where to go. */
  unlock: publicProcedure
    .input(unlockPreviewSchema)
    .mutation(({ ctx, input }) => ctx.services.preview.unlock(input, ctx.clientIp)),
});
