import type { TFunction } from 'i18next';
import type { ClientStatsDto } from '#application/clients/admin-list-schemas.ts';

/** The three counts both admin dashboards open with: clients, active projects, pending proposals. */
export function clientCountCards(
  t: TFunction,
  stats: Pick<ClientStatsDto, 'totalClients' | 'activeProjects' | 'pendingProposals'>,
): { label: string; value: number }[] {
  return [
    { label: t('adminClients.stats.totalClients'), value: stats.totalClients },
    { label: t('adminClients.stats.activeProjects'), value: stats.activeProjects },
    { label: t('adminClients.stats.pendingProposals'), value: stats.pendingProposals },
  ];
}
