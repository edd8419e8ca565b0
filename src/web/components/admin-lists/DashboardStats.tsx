import type { ClientStatsDto } from '#application/client-records/admin-list-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { StatCard } from '../ui/StatCard.tsx';

/**
 * The four stat cards both admin dashboards open with: clients, active projects, pending proposals,
 * and the revenue figure each dashboard chooses (`revenue`).
 */
export function DashboardStats({
  stats,
  revenue,
}: {
  stats: Pick<ClientStatsDto, 'totalClients' | 'activeProjects' | 'pendingProposals'>;
  revenue: { label: string; value: string };
}) {
  const { t } = useTranslation();
  const cards = [
    { label: t('adminClients.stats.totalClients'), value: stats.totalClients },
    { label: t('adminClients.stats.activeProjects'), value: stats.activeProjects },
    { label: t('adminClients.stats.pendingProposals'), value: stats.pendingProposals },
    revenue,
  ];
  return (
    <section
      aria-label={t('adminClients.dashboard.statsLabel')}
      className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {cards.map((card) => (
        <StatCard key={card.label} stats={[card]} />
      ))}
    </section>
  );
}
