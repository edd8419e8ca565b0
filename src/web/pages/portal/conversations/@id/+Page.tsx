import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ConversationThread } from '../../../../components/portal/ConversationThread.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { thread } = useData<Data>();
  const { lang } = usePageContext();
  return <ConversationThread thread={thread} language={lang} />;
}
