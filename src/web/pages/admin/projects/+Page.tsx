import { useData } from 'vike-react/useData';
import { ProjectsList } from '#web/components/admin-lists/ProjectsList.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return <ProjectsList page={page} />;
}
