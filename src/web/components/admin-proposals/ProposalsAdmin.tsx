import { lazy, Suspense, useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import type { AdminProposalPageDto } from '#application/proposals/list-proposals-for-owner.ts';
import type {
  AdminProposalDetailDto,
  AdminProposalRowDto,
  ProjectChoiceDto,
} from '#application/proposals/schemas.ts';
import { PROPOSAL_STATUSES } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callQuery } from '../../lib/procedure-calls.ts';
import { AdminListControls, AdminListPager } from '../admin/AdminListControls.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { DeleteDraftDialog, type DraftToDelete } from './DeleteDraftDialog.tsx';
import { ProposalTable } from './ProposalTable.tsx';
import { type ProposalToSend, SendProposalDialog } from './SendProposalDialog.tsx';
import { CREATE_PROPOSAL_URL, PROPOSALS_URL } from './urls.ts';

const ProposalFormModal = lazy(() =>
  import('./ProposalFormModal.tsx').then((module) => ({ default: module.ProposalFormModal })),
);

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; proposal: AdminProposalDetailDto };

interface ProposalsAdminProps {
  /** One page of the list, with its search, sort and status filter. */
  proposals: AdminProposalPageDto;
  /** The form's project choices when the page has them (the create page); otherwise read when the form opens. */
  projects?: ProjectChoiceDto[];
  /** `/admin/proposals/create`: the form is open, with this project chosen when given. */
  creating?: { projectId: string | undefined } | undefined;
}

/** 'Manage Proposals': the table, its actions and the Create / Edit modal. */
export function ProposalsAdmin({ proposals, projects: initialProjects, creating }: ProposalsAdminProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState<FormState>(creating ? { mode: 'create' } : { mode: 'closed' });
  const [sending, setSending] = useState<ProposalToSend | null>(null);
  const [deleting, setDeleting] = useState<DraftToDelete | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [projects, setProjects] = useState<ProjectChoiceDto[] | null>(initialProjects ?? null);

  // The form's project selector, read once, the first time the form opens.
  async function projectChoices(): Promise<boolean> {
    if (projects) return true;
    try {
      setProjects(await callQuery('proposals.projectChoices', undefined));
      return true;
    } catch {
      toast(t('adminProposals.loadFailed'), 'error');
      return false;
    }
  }

  async function openCreate(event: { preventDefault(): void }) {
    event.preventDefault();
    if (await projectChoices()) setForm({ mode: 'create' });
  }

  async function openEdit(row: AdminProposalRowDto) {
    setLoadingId(row.id);
    try {
      const [proposal, ready] = await Promise.all([
        callQuery('proposals.detail', { id: row.id }),
        projectChoices(),
      ]);
      if (ready) setForm({ mode: 'edit', proposal });
    } catch {
      toast(t('adminProposals.loadFailed'), 'error');
    } finally {
      setLoadingId(null);
    }
  }

  // The create page is this list with the form open: closing the form leaves it.
  async function close() {
    setForm({ mode: 'closed' });
    if (creating) await navigate(PROPOSALS_URL);
  }

  async function saved(_proposal: AdminProposalDetailDto, mode: 'created' | 'updated') {
    toast(t(mode === 'created' ? 'adminProposals.created' : 'adminProposals.updated'), 'success');
    setForm({ mode: 'closed' });
    if (creating) await navigate(PROPOSALS_URL);
    else await reload();
  }

  const state = { ...proposals, filters: { status: proposals.status } };
  const sorts = (['created', 'title', 'client', 'amount', 'status'] as const).map((value) => ({
    value,
    label: t(
      value === 'amount'
        ? 'adminClients.proposals.amount'
        : `adminProposals.table.${value === 'title' ? 'proposal' : value}`,
    ),
  }));
  const nothingYet = proposals.total === 0 && !proposals.q && !proposals.status;
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('adminProposals.title')}</h1>
          <p className="mt-2 text-stone-600">{t('adminProposals.subtitle')}</p>
        </div>
        <ButtonLink href={CREATE_PROPOSAL_URL} onClick={openCreate} className="self-start sm:self-auto">
          {t('adminProposals.create')}
        </ButtonLink>
      </header>
      <div className="mt-6">
        <AdminListControls
          basePath={PROPOSALS_URL}
          state={state}
          searchLabel={t('adminClients.proposals.search')}
          sorts={sorts}
          filters={[
            {
              name: 'status',
              label: t('adminClients.list.status'),
              options: PROPOSAL_STATUSES.map((status) => ({
                value: status,
                label: t(`portal.proposalStatus.${status}`),
              })),
            },
          ]}
        />
      </div>
      <div className="mt-6">
        <ProposalTable
          proposals={proposals.rows}
          {...(nothingYet ? {} : { empty: t('adminClients.proposals.empty') })}
          loadingId={loadingId}
          onSend={(row) => setSending(row)}
          onEdit={openEdit}
          onDelete={(row) => setDeleting(row)}
        />
        {!nothingYet && <AdminListPager basePath={PROPOSALS_URL} state={state} />}
        {nothingYet && (
          <div className="mt-4 text-center">
            <ButtonLink variant="brand" href={CREATE_PROPOSAL_URL} onClick={openCreate}>
              {t('adminProposals.createFirst')}
            </ButtonLink>
          </div>
        )}
      </div>
      <SendProposalDialog
        proposal={sending}
        onClose={() => setSending(null)}
        onSent={async () => {
          setSending(null);
          await reload();
        }}
      />
      <DeleteDraftDialog
        proposal={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async () => {
          // The dialog stays busy until the list is read again without the row.
          try {
            await reload();
          } finally {
            setDeleting(null);
          }
        }}
      />
      {form.mode !== 'closed' && projects && (
        <Suspense fallback={null}>
          <ProposalFormModal
            open
            proposal={form.mode === 'edit' ? form.proposal : null}
            projects={projects}
            initialProjectId={creating?.projectId}
            onClose={close}
            onSaved={saved}
          />
        </Suspense>
      )}
    </main>
  );
}
