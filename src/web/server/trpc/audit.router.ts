import { listAuditEntries } from '#application/audit/list-audit-entries.ts';
import { auditListSchema } from '#application/audit/schemas.ts';
import { router } from './init.ts';
import { adminProcedure } from './procedures.ts';

/** `/admin/audit` (admin only): the log, read only. No procedure changes or removes an entry. */
export const auditRouter = router({
  entries: adminProcedure
    .input(auditListSchema.prefault({}))
    .query(({ ctx, input }) => listAuditEntries(ctx.services.audit, input)),
});
