import { toConversationRow, toProjectRow, toRecentClient, toRecentProposal } from './admin-list-dto.ts';
import { DASHBOARD_RECENT, type RecentListsDto } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** 'Client Management Dashboard': the 5 latest clients, projects, pending proposals and conversations. */
export async function listRecentForStaff(deps: {
  adminLists: AdminListsRepository;
}): Promise<RecentListsDto> {
  const { adminLists } = deps;
  const [clients, projects, proposals, conversations] = await Promise.all([
    adminLists.recentClients(DASHBOARD_RECENT),
    adminLists.recentProjects(DASHBOARD_RECENT),
    adminLists.recentPendingProposals(DASHBOARD_RECENT),
    adminLists.recentConversations(DASHBOARD_RECENT),
  ]);
  return {
    clients: clients.map(toRecentClient),
    projects: projects.map(toProjectRow),
    proposals: proposals.map(toRecentProposal),
    conversations: conversations.map(toConversationRow),
  };
}
