import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { OwnerThread } from '../../../../components/conversations/OwnerThread.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { thread } = useData<Data>();
  const { lang } = usePageContext();
  return <OwnerThread thread={thread} language={lang} />;
}
