import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ProposalDetail, ProposalNotFound } from '#web/components/admin-proposals/ProposalDetail.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal, projects } = useData<Data>();
  const { user } = usePageContext();
  if (!proposal || !user) return <ProposalNotFound />;
  return <ProposalDetail proposal={proposal} projects={projects} role={user.role} />;
}
