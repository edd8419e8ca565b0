import { lazy, Suspense, useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import type { AdminProposalDetailDto, ProjectChoiceDto } from '#application/proposals/schemas.ts';
import type { Role } from '#domain/accounts/user.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPence } from '../../lib/format.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { ClientDetails } from './ClientDetails.tsx';
import { DeleteDraftDialog } from './DeleteDraftDialog.tsx';
import { PaymentStructure } from './PaymentStructure.tsx';
import { ProposalOverview } from './ProposalOverview.tsx';
import { ProposalStatusBadge } from './ProposalStatus.tsx';
import { ProposalTimeline } from './ProposalTimeline.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecordDepositPanel } from './RecordDepositPanel.tsx';
import { ScopeOfWork } from './ScopeOfWork.tsx';
import { SendProposalDialog } from './SendProposalDialog.tsx';
import { PROPOSALS_URL } from './urls.ts';

const ProposalFormModal = lazy(() =>
  import('./ProposalFormModal.tsx').then((module) => ({ default: module.ProposalFormModal })),
);

interface ProposalDetailProps {
  proposal: AdminProposalDetailDto;
  projects: ProjectChoiceDto[];
  role: Role;
}

/** The owner's proposal page: every section of the spec and the working Quick Actions. */
export function ProposalDetail({ proposal, projects, role }: ProposalDetailProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900">{proposal.title}</h1>
            <ProposalStatusBadge status={proposal.status} />
          </div>
          <p className="mt-2 text-stone-600">
            {t('adminProposals.detail.for', { client: proposal.client.name })}
          </p>
          <p className="mt-1 text-sm text-stone-500" data-testid="proposal-revision">
            {t('adminProposals.detail.revision', {
              n: proposal.revision.number,
              date: formatDateTime(proposal.revision.at, i18n.language),
            })}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-xs uppercase tracking-wide text-stone-500">
            {t('adminProposals.detail.totalValue')}
          </p>
          <p className="text-2xl font-semibold tabular-nums text-stone-900">
            {formatPence(proposal.totalAmountPence)}
          </p>
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProposalOverview proposal={proposal} />
          <ScopeOfWork items={proposal.scopeItems} />
          <PaymentStructure amounts={proposal} />
          <RecordDepositPanel proposal={proposal} canRecord={role === 'admin'} />
        </div>
        <div className="space-y-6">
          <QuickActions
            proposal={proposal}
            onSend={() => setSending(true)}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
          />
          <ClientDetails client={proposal.client} />
          <ProposalTimeline proposal={proposal} />
        </div>
      </div>
      <SendProposalDialog
        proposal={
          sending
            ? {
                id: proposal.id,
                title: proposal.title,
                clientName: proposal.client.name,
                clientEmail: proposal.client.email,
              }
            : null
        }
        onClose={() => setSending(false)}
        onSent={async () => {
          setSending(false);
          await reload();
        }}
      />
      <DeleteDraftDialog
        proposal={deleting ? { id: proposal.id, title: proposal.title } : null}
        onClose={() => setDeleting(false)}
        onDeleted={async () => {
          // The page is gone with the draft: back to the list (the dialog stays busy until it shows).
          await navigate(PROPOSALS_URL);
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ProposalFormModal
            open
            proposal={proposal}
            projects={projects}
            onClose={() => setEditing(false)}
            onSaved={async () => {
              toast(t('adminProposals.updated'), 'success');
              setEditing(false);
              await reload();
            }}
          />
        </Suspense>
      )}
    </main>
  );
}

/** Spec: 'Proposal Not Found' with 'Back to Proposals'. */
export function ProposalNotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-semibold">{t('adminProposals.detail.notFoundTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('adminProposals.detail.notFoundText')}</p>
      <ButtonLink href={PROPOSALS_URL} className="mt-8">
        {t('adminProposals.detail.back')}
      </ButtonLink>
    </main>
  );
}
