import { useData } from 'vike-react/useData';
import { ProposalsAdmin } from '#web/components/admin-proposals/ProposalsAdmin.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposals } = useData<Data>();
  return <ProposalsAdmin proposals={proposals} />;
}
