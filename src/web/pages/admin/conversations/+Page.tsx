import { useData } from 'vike-react/useData';
import { ConversationsList } from '#web/components/admin-lists/ConversationsList.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return <ConversationsList page={page} />;
}
