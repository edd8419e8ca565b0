import { useData } from 'vike-react/useData';
import { PortalViewFrame, portalViewBasePath } from '#web/components/admin/PortalViewFrame.tsx';
import { portalTabHref } from '#web/components/portal/PortalTabs.tsx';
import { ProposalReview } from '#web/components/proposals/ProposalReview.tsx';
import { adminProposalPdfPath } from '#web/lib/proposal-pdf.ts';
import type { Data } from './+data.ts';

/** The client's proposal page, read-only: the review's preview mode, its way back to the portal's tab. */
export default function Page() {
  const { clientId, clientName, timeZone, proposal, instructions } = useData<Data>();
  return (
    <PortalViewFrame clientId={clientId} clientName={clientName} timeZone={timeZone}>
      <ProposalReview
        proposal={proposal}
        instructions={instructions}
        preview={{
          backHref: portalTabHref('proposals', portalViewBasePath(clientId)),
          pdfHref: adminProposalPdfPath(proposal.id),
        }}
      />
    </PortalViewFrame>
  );
}
