import { useData } from 'vike-react/useData';
import { PortalViewFrame } from '#web/components/admin/PortalViewFrame.tsx';
import { ConversationThread } from '#web/components/portal/ConversationThread.tsx';
import type { Data } from './+data.ts';

/** The client's conversation page, read-only (the thread honours the portal view's context). */
export default function Page() {
  const { clientId, clientName, timeZone, thread } = useData<Data>();
  return (
    <PortalViewFrame clientId={clientId} clientName={clientName} timeZone={timeZone}>
      <ConversationThread thread={thread} />
    </PortalViewFrame>
  );
}
