import { londonMonthStart } from '#domain/clients/london-month.ts';
import type { Clock } from '../shared/ports.ts';
import type { ClientStatsDto } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** 'Client Management Dashboard': the four cards; Monthly Revenue is this London month's credits. */
export async function getClientStats(deps: {
  adminLists: AdminListsRepository;
  clock: Clock;
}): Promise<ClientStatsDto> {
  const [counts, revenue] = await Promise.all([
    deps.adminLists.counts(),
    deps.adminLists.creditsSince(londonMonthStart(deps.clock.now())),
  ]);
  return {
    totalClients: counts.clients,
    activeProjects: counts.activeProjects,
    pendingProposals: counts.pendingProposals,
    monthlyRevenuePence: revenue,
  };
}
