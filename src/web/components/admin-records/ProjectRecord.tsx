import type { StaffProjectPageDto } from '#application/client-records/records-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { DetailSection } from '../admin-proposals/DetailSection.tsx';
import { ProjectStatusBadge, UnverifiedBadge } from '../portal/StatusBadge.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { ClientFacts } from './ClientFacts.tsx';
import { ProjectDetails } from './ProjectDetails.tsx';
import { ProjectQuickActions } from './ProjectQuickActions.tsx';
import { ProjectStats } from './ProjectStats.tsx';
import { ProjectStatusControl } from './ProjectStatusControl.tsx';
import { ConversationsTable, ProposalsTable } from './RecordTables.tsx';
import { UnverifiedInquiry } from './UnverifiedInquiry.tsx';
import { createProposalUrl } from './urls.ts';

/** The owner's page of a project: every section of spec "Admin project detail", and its status. */
export function ProjectRecord({ page }: { page: StaffProjectPageDto }) {
  const { t } = useTranslation();
  const { project, client, stats } = page;
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">{project.name}</h1>
            <ProjectStatusBadge status={project.status} />
            {project.unverified && <UnverifiedBadge />}
          </div>
          <p className="mt-2 text-stone-600">{t('adminRecords.project.for', { client: client.name })}</p>
        </div>
        {stats.totalValuePence > 0 && (
          <p className="sm:text-right">
            <span className="block text-xs uppercase tracking-wide text-stone-500">
              {t('adminRecords.project.totalValue')}
            </span>
            <span className="text-2xl font-semibold tabular-nums text-stone-900">
              {formatPence(stats.totalValuePence)}
            </span>
          </p>
        )}
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {project.unverified && <UnverifiedInquiry submittedBy={project.submittedBy} />}
          <ProjectDetails project={project} />
          <DetailSection title={t('adminRecords.project.proposals')}>
            <ProposalsTable
              rows={page.proposals}
              caption={t('adminRecords.project.proposals')}
              empty={t('adminRecords.project.noProposals')}
            />
            <ButtonLink variant="secondary" size="sm" href={createProposalUrl(project.id)} className="mt-3">
              {t('adminRecords.project.createProposal')}
            </ButtonLink>
          </DetailSection>
          <DetailSection title={t('adminRecords.project.conversations')}>
            <ConversationsTable
              rows={page.conversations}
              caption={t('adminRecords.project.conversations')}
              empty={t('adminRecords.project.noConversations')}
            />
          </DetailSection>
        </div>
        <div className="min-w-0 space-y-6">
          <ProjectQuickActions projectId={project.id} clientId={client.id} />
          <ProjectStatusControl
            projectId={project.id}
            status={project.status}
            nextStatuses={project.nextStatuses}
          />
          <ClientFacts client={client} linkName />
          <ProjectStats stats={stats} />
        </div>
      </div>
    </main>
  );
}
