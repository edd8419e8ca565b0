import { getSiteStatus } from '#application/system/get-site-status.ts';
import { runSystemChecks } from '#application/system/run-system-checks.ts';
import { runVisitorChecks } from '#application/system/run-visitor-checks.ts';
import { router } from './init.ts';
import { adminProcedure, publicProcedure } from './procedures.ts';

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => getSiteStatus(ctx.services.system)),

  // The owner's checks (`/admin/tests`); helper "admin-checks".
  adminChecks: adminProcedure.mutation(({ ctx }) =>
    runSystemChecks({ checks: ctx.services.system.adminChecks, clock: ctx.services.system.clock }),
  ),

  // Visitors' runs (`/test-connection`, `/test-suite`, `/test-blog-api`); helpers "admin-checks" and "site-pages".
  connectionTests: publicProcedure.mutation(({ ctx }) =>
    runVisitorChecks(ctx.services.system.visitorChecks, { ip: ctx.request.ip }),
  ),

  // Test-user API keys (`/admin/tests`, admin only); helper "test-users".
});
