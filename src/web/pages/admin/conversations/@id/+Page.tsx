import { useData } from 'vike-react/useData';
import { OwnerThread } from '#web/components/conversations/OwnerThread.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { thread } = useData<Data>();
  return <OwnerThread thread={thread} />;
}
