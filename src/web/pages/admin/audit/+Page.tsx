import { useData } from 'vike-react/useData';
import { AuditLog } from '#web/components/admin-audit/AuditLog.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return <AuditLog page={page} />;
}
