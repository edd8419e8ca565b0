import type { ClientStatsDto, RecentListsDto } from '#application/client-records/admin-list-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPence, formatPostDate } from '../../lib/format.ts';
import { ProjectStatusBadge, ProposalStatusBadge, UnverifiedBadge } from '../portal/StatusBadge.tsx';
import { DashboardStats } from './DashboardStats.tsx';
import { RecentPanel } from './RecentPanel.tsx';

const muted = 'block text-xs text-stone-500';

/** 'Client Management Dashboard': four stat cards and the four lists of the 5 latest. */
export function ClientsDashboard({ stats, recent }: { stats: ClientStatsDto; recent: RecentListsDto }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatPostDate(iso, i18n.language);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('adminClients.clients.title')}</h1>
      <p className="mt-2 text-stone-600">{t('adminClients.clients.subtitle')}</p>
      <DashboardStats
        stats={stats}
        revenue={{
          label: t('adminClients.stats.monthlyRevenue'),
          value: formatPence(stats.monthlyRevenuePence),
        }}
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <RecentPanel
          id="recent-clients"
          title={t('adminClients.clients.recentClients')}
          viewAllHref="/admin/clients/all"
          rows={recent.clients}
          rowKey={(client) => client.id}
          rowHref={(client) => `/admin/clients/${client.id}`}
          empty={t('adminClients.clients.noClients')}
        >
          {(client) => (
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{client.name}</span>
                <span className={`${muted} break-all`}>{client.email}</span>
                <span className={muted}>
                  {t('adminClients.clients.joined', { date: date(client.joinedAt) })}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1 text-sm">
                <span className="tabular-nums">
                  {t('adminClients.clients.paymentsReceived', {
                    amount: formatPence(client.paymentsReceivedPence),
                  })}
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    client.portalAccount ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-800'
                  }`}
                >
                  {t(
                    client.portalAccount
                      ? 'adminClients.clients.portalAccount'
                      : 'adminClients.clients.noPortalAccount',
                  )}
                </span>
              </span>
            </span>
          )}
        </RecentPanel>
        <RecentPanel
          id="recent-projects"
          title={t('adminClients.clients.recentProjects')}
          viewAllHref="/admin/projects"
          rows={recent.projects}
          rowKey={(project) => project.id}
          rowHref={(project) => `/admin/projects/${project.id}`}
          empty={t('adminClients.clients.noProjects')}
        >
          {(project) => (
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{project.name}</span>
                <span className={muted}>{project.clientName}</span>
                <span className={muted}>{date(project.createdAt)}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <ProjectStatusBadge status={project.status} />
                {project.unverified && <UnverifiedBadge />}
              </span>
            </span>
          )}
        </RecentPanel>
        <RecentPanel
          id="pending-proposals"
          title={t('adminClients.clients.pendingProposals')}
          viewAllHref="/admin/proposals"
          rows={recent.proposals}
          rowKey={(proposal) => proposal.id}
          rowHref={(proposal) => `/admin/proposals/${proposal.id}`}
          empty={t('adminClients.clients.noProposals')}
        >
          {(proposal) => (
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{proposal.title}</span>
                <span className={muted}>{proposal.clientName}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1 text-sm">
                <span className="tabular-nums">{formatPence(proposal.totalAmountPence)}</span>
                <ProposalStatusBadge status={proposal.status} />
              </span>
            </span>
          )}
        </RecentPanel>
        <RecentPanel
          id="recent-conversations"
          title={t('adminClients.clients.recentConversations')}
          viewAllHref="/admin/conversations"
          rows={recent.conversations}
          rowKey={(conversation) => conversation.id}
          rowHref={(conversation) => `/admin/conversations/${conversation.id}`}
          empty={t('adminClients.clients.noConversations')}
        >
          {(conversation) => (
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">
                  {conversation.title || t('adminClients.generalDiscussion')}
                </span>
                <span className={muted}>
                  {conversation.clientName}
                  {conversation.projectName ? ` · ${conversation.projectName}` : ''}
                </span>
                <span className={muted}>
                  {conversation.lastMessageAt
                    ? t('adminClients.clients.lastMessage', {
                        date: formatDateTime(conversation.lastMessageAt, i18n.language),
                      })
                    : t('adminClients.clients.noMessages')}
                </span>
              </span>
              {conversation.unreadCount > 0 && (
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
                  {t('adminClients.clients.unread', { count: conversation.unreadCount })}
                </span>
              )}
            </span>
          )}
        </RecentPanel>
      </div>
    </main>
  );
}
