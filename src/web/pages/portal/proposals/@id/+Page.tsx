import { useData } from 'vike-react/useData';
import { ProposalReview } from '../../../../components/proposals/ProposalReview.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal, instructions, changes } = useData<Data>();
  return <ProposalReview proposal={proposal} instructions={instructions} changes={changes} />;
}
