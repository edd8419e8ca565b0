import {
  clientsListSchema,
  conversationsListSchema,
  projectsListSchema,
} from '#application/client-records/admin-list-schemas.ts';
import { changeProjectStatus } from '#application/client-records/change-project-status.ts';
import { getClientForStaff } from '#application/client-records/get-client-for-staff.ts';
import { getClientStats } from '#application/client-records/get-client-stats.ts';
import { getDashboardStats } from '#application/client-records/get-dashboard-stats.ts';
import { getProjectForStaff } from '#application/client-records/get-project-for-staff.ts';
import { listClientsForStaff } from '#application/client-records/list-clients-for-staff.ts';
import { listConversationsForStaff } from '#application/client-records/list-conversations-for-staff.ts';
import { listProjectsForStaff } from '#application/client-records/list-projects-for-staff.ts';
import { listRecentForStaff } from '#application/client-records/list-recent-for-staff.ts';
import { recordClientTransaction } from '#application/client-records/record-client-transaction.ts';
import {
  changeProjectStatusSchema,
  staffRecordSchema,
  staffTransactionSchema,
} from '#application/client-records/records-schemas.ts';
import { clientAsSeen } from '#application/portal/client-as-seen.ts';
import { getClientConversation } from '#application/portal/get-client-conversation.ts';
import { getClientSettings } from '#application/portal/get-client-settings.ts';
import { getPortalOverview } from '#application/portal/get-portal-overview.ts';
import { listClientConversations } from '#application/portal/list-client-conversations.ts';
import { listClientTransactions } from '#application/portal/list-client-transactions.ts';
import { portalViewRecordSchema, portalViewSchema } from '#application/portal/view-schemas.ts';
import { getClientProposal } from '#application/proposals/get-client-proposal.ts';
import { getDepositInstructions } from '#application/proposals/get-deposit-instructions.ts';
import { listClientProposals } from '#application/proposals/list-client-proposals.ts';
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
  client: staffProcedure
    .input(staffRecordSchema)
    .query(({ ctx, input }) => getClientForStaff(ctx.services.clients, input.id)),
  project: staffProcedure
    .input(staffRecordSchema)
    .query(({ ctx, input }) => getProjectForStaff(ctx.services.clients, input.id)),
  changeProjectStatus: staffProcedure
    .input(changeProjectStatusSchema)
    .mutation(({ ctx, input }) => changeProjectStatus(ctx.services.clients, input, ctx.actor)),
  recordTransaction: adminProcedure
    .input(staffTransactionSchema)
    .mutation(({ ctx, input }) => recordClientTransaction(ctx.services.clients, input, ctx.actor)),
  // ---- A client's portal, as the client sees it (read-only) ----
  // The client portal's own read use cases, given the client the owner names: the same DTOs as the
  // client's own procedures (`clients.*`, `proposals.clientList`, `proposals.clientDetail`). Reads
  // only: a proposal is never "opened", nothing is marked read.
  portalOverview: staffProcedure
    .input(portalViewSchema)
    .query(async ({ ctx, input }) =>
      getPortalOverview(ctx.services.clients, await clientAsSeen(ctx.services.clients, input.clientId)),
    ),
  portalProposals: staffProcedure
    .input(portalViewSchema)
    .query(async ({ ctx, input }) =>
      listClientProposals(ctx.services.proposals, await clientAsSeen(ctx.services.clients, input.clientId)),
    ),
  portalProposal: staffProcedure
    .input(portalViewRecordSchema)
    .query(async ({ ctx, input }) =>
      getClientProposal(
        ctx.services.proposals,
        await clientAsSeen(ctx.services.clients, input.clientId),
        input.id,
      ),
    ),
  portalDepositInstructions: staffProcedure
    .input(portalViewRecordSchema)
    .query(async ({ ctx, input }) =>
      getDepositInstructions(
        ctx.services.proposals,
        await clientAsSeen(ctx.services.clients, input.clientId),
        input.id,
      ),
    ),
  portalConversations: staffProcedure
    .input(portalViewSchema)
    .query(async ({ ctx, input }) =>
      listClientConversations(ctx.services.clients, await clientAsSeen(ctx.services.clients, input.clientId)),
    ),
  portalConversation: staffProcedure
    .input(portalViewRecordSchema)
    .query(async ({ ctx, input }) =>
      getClientConversation(
        ctx.services.clients,
        await clientAsSeen(ctx.services.clients, input.clientId),
        input.id,
      ),
    ),
  portalTransactions: staffProcedure
    .input(portalViewSchema)
    .query(async ({ ctx, input }) =>
      listClientTransactions(ctx.services.clients, await clientAsSeen(ctx.services.clients, input.clientId)),
    ),
  portalSettings: staffProcedure
    .input(portalViewSchema)
    .query(async ({ ctx, input }) =>
      getClientSettings(ctx.services.clients, await clientAsSeen(ctx.services.clients, input.clientId)),
    ),
});
