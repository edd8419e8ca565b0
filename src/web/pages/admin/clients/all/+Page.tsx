import { useData } from 'vike-react/useData';
import { ClientsList } from '#web/components/admin-lists/ClientsList.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return <ClientsList page={page} />;
}
