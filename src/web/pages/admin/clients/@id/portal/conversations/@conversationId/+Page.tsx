import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PortalViewFrame } from '../../../../../../../components/admin/PortalViewFrame.tsx';
import { ConversationThread } from '../../../../../../../components/portal/ConversationThread.tsx';
import type { Data } from './+data.ts';

/** The client's conversation page, read-only (the thread honours the portal view's context). */
export default function Page() {
  const { clientId, clientName, thread } = useData<Data>();
  const { lang } = usePageContext();
  return (
    <PortalViewFrame clientId={clientId} clientName={clientName}>
      <ConversationThread thread={thread} language={lang} />
    </PortalViewFrame>
  );
}
