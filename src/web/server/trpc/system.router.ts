import { apiKeyIdSchema, createApiKeySchema } from '#application/blog/editor-schemas.ts';
import { getSiteStatus } from '#application/system/get-site-status.ts';
import { listFailedEmails } from '#application/system/list-failed-emails.ts';
import { recallTestRun } from '#application/system/recall-test-run.ts';
import { runSiteSuite } from '#application/system/run-site-suite.ts';
import { runSystemChecks } from '#application/system/run-system-checks.ts';
import { runVisitorChecks } from '#application/system/run-visitor-checks.ts';
import { tryBlogApiSchema } from '#application/system/schemas.ts';
import {
  createTestUserKey,
  listTestUserKeys,
  revokeTestUserKey,
} from '#application/system/test-user-keys.ts';
import { tryBlogApi } from '#application/system/try-blog-api.ts';
import { connectionTestsKey, siteSuiteKey } from '#domain/system/test-runs.ts';
import { router } from './init.ts';
import { adminProcedure, publicProcedure } from './procedures.ts';

export const systemRouter = router({
  status: publicProcedure.query(({ ctx }) => getSiteStatus(ctx.services.system)),

  // The owner's checks (`/admin/tests`).
  adminChecks: adminProcedure.mutation(({ ctx }) =>
    runSystemChecks(
      {
        checks: ctx.services.system.adminChecks,
        clock: ctx.services.system.clock,
        audit: ctx.services.system.audit,
      },
      ctx.actor,
    ),
  ),

  // Visitors' runs (`/test-connection`, `/test-suite`, `/test-blog-api`): nothing they do writes a row.
  connectionTests: publicProcedure.mutation(({ ctx }) =>
    runVisitorChecks(ctx.services.system.visitorChecks, { ip: ctx.request.ip }),
  ),
  // What the two pages show on load: this address's last run within its cooldown, and the seconds left.
  lastConnectionTests: publicProcedure.query(({ ctx }) =>
    recallTestRun(
      { runs: ctx.services.system.recentTestRuns.connection, clock: ctx.services.system.clock },
      connectionTestsKey(ctx.request.ip),
    ),
  ),
  lastSiteSuite: publicProcedure.query(({ ctx }) =>
    recallTestRun(
      { runs: ctx.services.system.recentTestRuns.suite, clock: ctx.services.system.clock },
      siteSuiteKey(ctx.request.ip),
    ),
  ),
  siteSuite: publicProcedure.mutation(({ ctx }) => runSiteSuite(ctx.services.system, ctx.request)),
  tryBlogApi: publicProcedure
    .input(tryBlogApiSchema)
    .mutation(({ ctx, input }) =>
      tryBlogApi({ ...ctx.services.system, blog: ctx.services.blog }, input, ctx.request),
    ),

  // E-mails not sent after their last try (`/admin/tests`).
  failedEmails: adminProcedure.query(({ ctx }) => listFailedEmails(ctx.services.system)),

  // Test-user API keys (`/admin/tests`, admin only).
  testUserKeys: adminProcedure.query(({ ctx }) => listTestUserKeys(ctx.services.system.testUsers)),
  createTestUserKey: adminProcedure
    .input(createApiKeySchema)
    .mutation(({ ctx, input }) => createTestUserKey(ctx.services.system.testUsers, input, ctx.actor)),
  revokeTestUserKey: adminProcedure
    .input(apiKeyIdSchema)
    .mutation(({ ctx, input }) => revokeTestUserKey(ctx.services.system.testUsers, input, ctx.actor)),
});
