import {
  clientsListSchema,
  conversationsListSchema,
  projectsListSchema,
} from '#application/clients/admin-list-schemas.ts';
import { getClientStats } from '#application/clients/get-client-stats.ts';
import { getDashboardStats } from '#application/clients/get-dashboard-stats.ts';
import { listClientsForStaff } from '#application/clients/list-clients-for-staff.ts';
import { listConversationsForStaff } from '#application/clients/list-conversations-for-staff.ts';
import { listProjectsForStaff } from '#application/clients/list-projects-for-staff.ts';
import { listRecentForStaff } from '#application/clients/list-recent-for-staff.ts';
import { router } from './init.ts';
import { adminProcedure, staffProcedure } from './procedures.ts';

/**
 * The owner's client management (staff unless marked admin): the dashboards and the full lists, a
 * client's and a project's pages, transactions and project statuses, and a client's portal as they see it.
 */
export const adminClientsRouter = router({
  // ---- Dashboards and full lists ----
  dashboardStats: adminProcedure.query(({ ctx }) => getDashboardStats(ctx.services.clients)),
  clientStats: staffProcedure.query(({ ctx }) => getClientStats(ctx.services.clients)),
  recent: staffProcedure.query(({ ctx }) => listRecentForStaff(ctx.services.clients)),
  clientsList: staffProcedure
    .input(clientsListSchema.prefault({}))
    .query(({ ctx, input }) => listClientsForStaff(ctx.services.clients, input)),
  projectsList: staffProcedure
    .input(projectsListSchema.prefault({}))
    .query(({ ctx, input }) => listProjectsForStaff(ctx.services.clients, input)),
  conversationsList: staffProcedure
    .input(conversationsListSchema.prefault({}))
    .query(({ ctx, input }) => listConversationsForStaff(ctx.services.clients, input)),
  // ---- A client's page and a project's page ----
  // ---- A client's portal, as the client sees it (read-only) ----
});
