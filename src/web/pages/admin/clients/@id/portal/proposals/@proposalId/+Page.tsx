import { useData } from 'vike-react/useData';
import {
  PortalViewFrame,
  portalViewBasePath,
} from '../../../../../../../components/admin/PortalViewFrame.tsx';
import { portalTabHref } from '../../../../../../../components/portal/PortalTabs.tsx';
import { ProposalReview } from '../../../../../../../components/proposals/ProposalReview.tsx';
import { adminProposalPdfPath } from '../../../../../../../lib/proposal-pdf.ts';
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
