import type { StaffClientPageDto } from '#application/client-records/records-schemas.ts';
import type { Role } from '#domain/accounts/user.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence, formatPostDate } from '../../lib/format.ts';
import { DetailSection } from '../admin-proposals/DetailSection.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { ClientFacts } from './ClientFacts.tsx';
import { ConversationsTable, ProjectsTable, ProposalsTable, TransactionsTable } from './RecordTables.tsx';
import { RecordTransactionForm } from './RecordTransactionForm.tsx';
import { clientPortalUrl } from './urls.ts';

/** The owner's page of a client: details, projects, proposals, conversations and transactions. */
export function ClientRecord({ page, role }: { page: StaffClientPageDto; role: Role }) {
  const { t, i18n } = useTranslation();
  const { client } = page;
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{client.name}</h1>
          <p className="mt-2 text-stone-600">
            {t('adminRecords.client.subtitle', { date: formatPostDate(client.joinedAt, i18n.language) })}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <p className="sm:text-right">
            <span className="block text-xs uppercase tracking-wide text-stone-500">
              {t('adminRecords.client.paymentsReceived')}
            </span>
            <span data-testid="client-balance" className="text-2xl font-semibold tabular-nums text-stone-900">
              {formatPence(client.paymentsReceivedPence)}
            </span>
          </p>
          <ButtonLink variant="secondary" href={clientPortalUrl(client.id)}>
            {t('adminRecords.client.viewPortal')}
          </ButtonLink>
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <DetailSection title={t('adminRecords.client.projects')}>
            <ProjectsTable
              rows={page.projects}
              caption={t('adminRecords.client.projects')}
              empty={t('adminRecords.client.noProjects')}
            />
          </DetailSection>
          <DetailSection title={t('adminRecords.client.proposals')}>
            <ProposalsTable
              rows={page.proposals}
              caption={t('adminRecords.client.proposals')}
              empty={t('adminRecords.client.noProposals')}
            />
          </DetailSection>
          <DetailSection title={t('adminRecords.client.conversations')}>
            <ConversationsTable
              rows={page.conversations}
              caption={t('adminRecords.client.conversations')}
              empty={t('adminRecords.client.noConversations')}
            />
          </DetailSection>
          <DetailSection title={t('adminRecords.client.transactions')}>
            <TransactionsTable
              rows={page.transactions}
              caption={t('adminRecords.client.transactions')}
              empty={t('adminRecords.client.noTransactions')}
            />
          </DetailSection>
        </div>
        <div className="min-w-0 space-y-6">
          <ClientFacts client={client} />
          <DetailSection title={t('adminRecords.transaction.title')}>
            {role === 'admin' ? (
              <RecordTransactionForm clientId={client.id} />
            ) : (
              <p className="text-sm text-stone-600">{t('adminRecords.transaction.adminOnly')}</p>
            )}
          </DetailSection>
        </div>
      </div>
    </main>
  );
}
