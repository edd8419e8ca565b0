import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => ctx.services.system.getSiteStatus()),
});
