import { useData } from 'vike-react/useData';
import { ProposalDetails } from '../../../../components/portal/ProposalDetails.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal } = useData<Data>();
  return <ProposalDetails proposal={proposal} />;
}
