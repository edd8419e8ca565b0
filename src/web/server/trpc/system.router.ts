import { getSiteStatus } from '#application/system/get-site-status.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => getSiteStatus(ctx.services.system)),
});
