import { useData } from 'vike-react/useData';
import { ProposalReview } from '#web/components/proposals/ProposalReview.tsx';
import { adminProposalPdfPath } from '#web/lib/proposal-pdf.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal, instructions } = useData<Data>();
  return (
    <ProposalReview
      proposal={proposal}
      instructions={instructions}
      preview={{ backHref: `/admin/proposals/${proposal.id}`, pdfHref: adminProposalPdfPath(proposal.id) }}
    />
  );
}
