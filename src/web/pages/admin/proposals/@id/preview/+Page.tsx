import { useData } from 'vike-react/useData';
import { ProposalReview } from '../../../../../components/proposals/ProposalReview.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal } = useData<Data>();
  return (
    <ProposalReview
      proposal={proposal}
      instructions={null}
      preview={{ backHref: `/admin/proposals/${proposal.id}` }}
    />
  );
}
