import { useData } from 'vike-react/useData';
import { ClientsDashboard } from '#web/components/admin-lists/ClientsDashboard.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { stats, recent } = useData<Data>();
  return <ClientsDashboard stats={stats} recent={recent} />;
}
