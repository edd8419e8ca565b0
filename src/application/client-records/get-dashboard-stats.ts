import type { DashboardStatsDto } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** The admin dashboard's four cards; Total Revenue counts approved proposals, locked ones too. */
export async function getDashboardStats(deps: {
  adminLists: AdminListsRepository;
}): Promise<DashboardStatsDto> {
  const [counts, revenue] = await Promise.all([
    deps.adminLists.counts(),
    deps.adminLists.approvedProposalsTotal(),
  ]);
  return {
    totalClients: counts.clients,
    activeProjects: counts.activeProjects,
    pendingProposals: counts.pendingProposals,
    totalRevenuePence: revenue,
  };
}
