import type { AdminProposalRowDto } from '#application/proposals/schemas.ts';
import { isDeletable, isEditable } from '#domain/proposals/state-machine.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPence, formatPostDate } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { ProposalStatusBadge } from './ProposalStatus.tsx';
import { proposalUrl } from './urls.ts';

interface ProposalTableProps {
  proposals: readonly AdminProposalRowDto[];
  onSend(proposal: AdminProposalRowDto): void;
  onEdit(proposal: AdminProposalRowDto): void;
  onDelete(proposal: AdminProposalRowDto): void;
  /** The row whose Edit is loading the proposal. */
  loadingId: string | null;
  /** Shown without rows; 'No proposals yet.' by default. */
  empty?: string;
}

/**
 * 'Manage Proposals': Proposal, Client, Amount, Status, Created and the View, Send (drafts), Edit and
 * Delete (drafts) actions.
 */
export function ProposalTable({ proposals, onSend, onEdit, onDelete, loadingId, empty }: ProposalTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <AdminTable
      caption={t('adminProposals.table.caption')}
      rows={proposals}
      rowKey={(proposal) => proposal.id}
      empty={empty ?? t('adminProposals.empty')}
      cardsOnPhone
      columns={[
        {
          key: 'proposal',
          header: t('adminProposals.table.proposal'),
          rowHeader: true,
          className: 'max-w-xs',
          cell: (proposal) => (
            <>
              <a href={proposalUrl(proposal.id)} className="hover:underline">
                {proposal.title}
              </a>
              <span className="block text-xs font-normal text-stone-500">{proposal.projectName}</span>
              <span className="block text-xs font-normal text-stone-500">
                {t('adminProposals.table.revision', {
                  n: proposal.revision.number,
                  date: formatDateTime(proposal.revision.at, i18n.language),
                })}
              </span>
            </>
          ),
        },
        {
          key: 'client',
          header: t('adminProposals.table.client'),
          cell: (proposal) => (
            <>
              {proposal.clientName}
              <span className="block text-xs text-stone-500">{proposal.clientEmail}</span>
            </>
          ),
        },
        {
          key: 'amount',
          header: t('adminProposals.table.amount'),
          align: 'right',
          className: 'whitespace-nowrap tabular-nums',
          cell: (proposal) => (
            <>
              {formatPence(proposal.totalAmountPence)}
              <span className="block text-xs text-stone-500">
                {t('adminProposals.table.deposit', { percentage: proposal.depositPercentage })}
              </span>
            </>
          ),
        },
        {
          key: 'status',
          header: t('adminProposals.table.status'),
          cell: (proposal) => <ProposalStatusBadge status={proposal.status} />,
        },
        {
          key: 'created',
          header: t('adminProposals.table.created'),
          className: 'whitespace-nowrap text-stone-600',
          cell: (proposal) => (
            <time dateTime={proposal.createdAt}>{formatPostDate(proposal.createdAt, i18n.language)}</time>
          ),
        },
        {
          key: 'actions',
          header: t('adminProposals.table.actions'),
          align: 'right',
          className: 'whitespace-nowrap',
          cell: (proposal) => {
            const name = <span className="sr-only"> {proposal.title}</span>;
            return (
              <div className="flex justify-end gap-2">
                <ButtonLink variant="secondary" size="sm" href={proposalUrl(proposal.id)}>
                  {t('adminProposals.table.view')}
                  {name}
                </ButtonLink>
                {proposal.status === 'draft' && (
                  <Button variant="secondary" size="sm" onClick={() => onSend(proposal)}>
                    {t('adminProposals.table.send')}
                    {name}
                  </Button>
                )}
                {isEditable(proposal.status) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={loadingId === proposal.id}
                    onClick={() => onEdit(proposal)}
                  >
                    {t('adminProposals.table.edit')}
                    {name}
                  </Button>
                )}
                {isDeletable(proposal.status) && (
                  <Button variant="danger-outline" size="sm" onClick={() => onDelete(proposal)}>
                    {t('adminProposals.table.delete')}
                    {name}
                  </Button>
                )}
              </div>
            );
          },
        },
      ]}
    />
  );
}
