import { useData } from 'vike-react/useData';
import { ProposalsAdmin } from '#web/components/admin-proposals/ProposalsAdmin.tsx';
import type { Data } from './+data.ts';

/** The list with the Create form open (the project page's "Create Proposal" links here). */
export default function Page() {
  const { proposals, projects, projectId } = useData<Data>();
  return <ProposalsAdmin proposals={proposals} projects={projects} creating={{ projectId }} />;
}
