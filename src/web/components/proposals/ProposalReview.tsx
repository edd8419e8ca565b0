import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import type { DepositInstructionsDto, ProposalChangesDto } from '#application/proposals/schemas.ts';
import { isAwaitingClient } from '#domain/proposals/proposal.ts';
import { linkIn } from '#domain/shared/language.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callQuery } from '../../lib/procedure-calls.ts';
import { portalProposalPdfPath } from '../../lib/proposal-pdf.ts';
import { useReaderDates } from '../dates/reader-dates.ts';
import { ProposalDetails } from '../portal/ProposalDetails.tsx';
import { usePortalView } from '../portal/portal-view.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { ApprovalRecord } from './ApprovalRecord.tsx';
import { ApproveProposalForm } from './ApproveProposalForm.tsx';
import { DepositPayment } from './DepositPayment.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { RequestChangesForm } from './RequestChangesForm.tsx';
import { RevisionChanges } from './RevisionChanges.tsx';

interface ProposalReviewProps {
  proposal: PortalProposalDto;
  /** The deposit's instructions when the proposal is approved (the client's page); null otherwise. */
  instructions: DepositInstructionsDto | null;
  /** What changed since the revision a refused approval was for (a plain post refused as stale). */
  changes?: ProposalChangesDto | null;
  /**
   * The owner's preview: the same page, read-only, under a banner, with the way back to the proposal;
   * its PDF link is the owner's download of the same document.
   */
  preview?: { backHref: string; pdfHref: string };
}

/**
 * The client's proposal page: the proposal, then what the client can do with it now: approve it with
 * a signature or ask for changes while it awaits them, the approval record once signed, the deposit.
 */
export function ProposalReview({
  proposal: initial,
  instructions: initialInstructions,
  changes: initialChanges = null,
  preview,
}: ProposalReviewProps) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const dates = useReaderDates();
  const [proposal, setProposal] = useState(initial);
  const [instructions, setInstructions] = useState(initialInstructions);
  const [changes, setChanges] = useState(initialChanges);
  const disabled = preview !== undefined;
  const insidePortalView = usePortalView().readOnly;

  async function approved(next: PortalProposalDto) {
    setProposal(next);
    // The deposit can be paid now: its instructions are what the page shows next.
    setInstructions(await callQuery('proposals.depositInstructions', { id: next.id }).catch(() => null));
  }

  /** The approval was for an older revision: show the new one and what changed since the one read. */
  async function stale(readRevision: number) {
    const [current, since] = await Promise.all([
      callQuery('proposals.clientDetail', { id: proposal.id }),
      callQuery('proposals.changes', { id: proposal.id, since: readRevision }),
    ]).catch(() => [null, null] as const);
    if (!current || !since) return;
    setProposal(current);
    setChanges(since);
  }

  const date = (iso: string | null) => (iso ? dates.time(iso) : '');
  const statusLine = {
    draft: '',
    sent: t('proposalReview.status.sent'),
    client_reviewing: proposal.firstViewedAt
      ? t('proposalReview.status.reviewing', { date: date(proposal.firstViewedAt) })
      : t('proposalReview.status.sent'),
    approved: t('proposalReview.status.approved', { date: date(proposal.approvedAt) }),
    locked: t('proposalReview.status.locked'),
  }[proposal.status];

  return (
    <ProposalDetails
      proposal={proposal}
      // The proposal's own preview has its way back in its banner; inside the owner's view of the whole
      // portal, that view's banner says it is read-only, and the way back is the portal's.
      back={preview && !insidePortalView ? null : undefined}
      banner={preview && !insidePortalView ? <PreviewBanner backHref={preview.backHref} /> : undefined}
      statusLine={statusLine}
      notice={changes && isAwaitingClient(proposal.status) && <RevisionChanges changes={changes} />}
    >
      {isAwaitingClient(proposal.status) && (
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div className="rounded-lg border border-stone-200 bg-white p-5">
            <ApproveProposalForm
              proposalId={proposal.id}
              revision={proposal.revision.number}
              onApproved={approved}
              onStale={stale}
              disabled={disabled}
            />
          </div>
          <div className="rounded-lg border border-stone-200 bg-white p-5">
            <RequestChangesForm proposalId={proposal.id} onSent={setProposal} disabled={disabled} />
            {proposal.changesRequestedAt && (
              <p className="mt-3 text-xs text-stone-500">
                {t('proposalReview.changes.lastRequested', { date: date(proposal.changesRequestedAt) })}
              </p>
            )}
          </div>
        </div>
      )}
      {proposal.approval && (
        <div className="mt-10">
          <ApprovalRecord approval={proposal.approval} />
        </div>
      )}
      <DepositPayment
        proposalId={proposal.id}
        status={proposal.status}
        instructions={instructions}
        lockedAt={proposal.lockedAt}
        preview={disabled}
      />
      <div className="mt-10">
        <ButtonLink
          href={preview?.pdfHref ?? linkIn(portalProposalPdfPath(proposal.id), lang)}
          variant="secondary"
          download
        >
          {t('proposalReview.pdf')}
        </ButtonLink>
      </div>
    </ProposalDetails>
  );
}
