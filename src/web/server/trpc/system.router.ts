import { apiKeyIdSchema, createApiKeySchema } from '#application/blog/editor-schemas.ts';
import { getSiteStatus } from '#application/system/get-site-status.ts';
import { runSystemChecks } from '#application/system/run-system-checks.ts';
import {
  createTestUserKey,
  listTestUserKeys,
  revokeTestUserKey,
} from '#application/system/test-user-keys.ts';
import { router } from './init.ts';
import { adminProcedure, publicProcedure } from './procedures.ts';

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => getSiteStatus(ctx.services.system)),

  // The owner's checks (`/admin/tests`); helper "admin-checks".
  adminChecks: adminProcedure.mutation(({ ctx }) =>
    runSystemChecks({ checks: ctx.services.system.adminChecks, clock: ctx.services.system.clock }),
  ),

  // Visitors' runs (`/test-connection`, `/test-suite`, `/test-blog-api`); helpers "admin-checks" and "site-pages".

  // Test-user API keys (`/admin/tests`, admin only); helper "test-users".
  testUserKeys: adminProcedure.query(({ ctx }) => listTestUserKeys(ctx.services.system.testUsers)),
  createTestUserKey: adminProcedure
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => createTestUserKey(ctx.services.system.testUsers, input)),
  revokeTestUserKey: adminProcedure
    .input(apiKeyIdSchema)
    .mutation(({ ctx, input }) => revokeTestUserKey(ctx.services.system.testUsers, input)),
});
