import { changeProjectStatus } from '#application/clients/change-project-status.ts';
import { getClientForStaff } from '#application/clients/get-client-for-staff.ts';
import { getProjectForStaff } from '#application/clients/get-project-for-staff.ts';
import { recordClientTransaction } from '#application/clients/record-client-transaction.ts';
import {
  changeProjectStatusSchema,
  staffRecordSchema,
  staffTransactionSchema,
} from '#application/clients/records-schemas.ts';
import { router } from './init.ts';
import { adminProcedure, staffProcedure } from './procedures.ts';

/**
 * The owner's client management (staff unless marked admin): the dashboards and the full lists, a
 * client's and a project's pages, transactions and project statuses, and a client's portal as they see it.
 */
export const adminClientsRouter = router({
  // ---- Dashboards and full lists ----
  // ---- A client's page and a project's page ----
  client: staffProcedure
    .input(staffRecordSchema)
    .query(({ ctx, input }) => getClientForStaff(ctx.services.clients, input.id)),
  project: staffProcedure
    .input(staffRecordSchema)
    .query(({ ctx, input }) => getProjectForStaff(ctx.services.clients, input.id)),
  changeProjectStatus: staffProcedure
    .input(changeProjectStatusSchema)
    .mutation(({ ctx, input }) => changeProjectStatus(ctx.services.clients, input)),
  recordTransaction: adminProcedure
    .input(staffTransactionSchema)
    .mutation(({ ctx, input }) => recordClientTransaction(ctx.services.clients, input)),
  // ---- A client's portal, as the client sees it (read-only) ----
});
