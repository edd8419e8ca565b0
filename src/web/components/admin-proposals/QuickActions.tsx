import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';
import { isDeletable } from '#domain/proposals/state-machine.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { DetailSection } from './DetailSection.tsx';
import { proposalPdfUrl, proposalPreviewUrl } from './urls.ts';

interface QuickActionsProps {
  proposal: AdminProposalDetailDto;
  onSend(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * Preview Client View, Download PDF, Send to Client (drafts), Edit Proposal (or why it cannot be) and
 * Delete Draft (drafts).
 */
export function QuickActions({ proposal, onSend, onEdit, onDelete }: QuickActionsProps) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('adminProposals.detail.quickActions')}>
      <div className="flex flex-col gap-2">
        {proposal.status === 'draft' && (
          <Button variant="brand" onClick={onSend}>
            {t('adminProposals.detail.sendToClient')}
          </Button>
        )}
        {proposal.editable ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('adminProposals.detail.editProposal')}
          </Button>
        ) : (
          <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
            {t(
              proposal.status === 'locked'
                ? 'adminProposals.detail.notEditableLocked'
                : 'adminProposals.detail.notEditableApproved',
            )}
          </p>
        )}
        <ButtonLink variant="secondary" href={proposalPreviewUrl(proposal.id)}>
          {t('adminProposals.detail.previewClientView')}
        </ButtonLink>
        <ButtonLink variant="secondary" href={proposalPdfUrl(proposal.id)} download>
          {t('adminProposals.detail.downloadPdf')}
        </ButtonLink>
        {isDeletable(proposal.status) && (
          <Button variant="danger-outline" onClick={onDelete}>
            {t('adminProposals.detail.deleteDraft')}
          </Button>
        )}
      </div>
    </DetailSection>
  );
}
